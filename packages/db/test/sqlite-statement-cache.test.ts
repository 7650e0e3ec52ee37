import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/create-db';
import { migrateToLatest } from '../src/migrate';
import { StatementCachingSqlite } from '../src/sqlite-statement-cache';

const user = (n: number) => ({
  firstName: `First ${n}`,
  lastName: `Last ${n}`,
  email: `u${n}@example.com`,
  passwordHash: 'x',
  role: n % 2 === 0 ? 'admin' : 'user',
  createdAt: 1_700_000_000_000 + n,
});

describe('the SQLite statement cache (driver level)', () => {
  it('hands out one statement per SQL text and keeps at most `capacity`, least recently used out first', () => {
    const raw = new SQLite(':memory:');
    const cache = new StatementCachingSqlite(raw, 3);
    const a = cache.prepare('SELECT 1 AS n');
    expect(cache.prepare('SELECT 1 AS n')).toBe(a);
    cache.prepare('SELECT 2 AS n');
    cache.prepare('SELECT 3 AS n');
    cache.prepare('SELECT 1 AS n'); // A is now the most recently used; 2 is the oldest
    cache.prepare('SELECT 4 AS n'); // evicts 2
    expect(cache.stats()).toEqual({ hits: 2, misses: 4, size: 3, capacity: 3 });
    expect(cache.prepare('SELECT 1 AS n')).toBe(a);
    const two = cache.prepare('SELECT 2 AS n'); // prepared again, evicts 3
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 5, size: 3 });
    expect(cache.prepare('SELECT 2 AS n')).toBe(two);
    for (let i = 0; i < 50; i++) cache.prepare(`SELECT ${i} + 100 AS n`);
    expect(cache.stats().size).toBe(3);
    expect(() => new StatementCachingSqlite(raw, 0)).toThrow(RangeError);
    cache.close();
    expect(raw.open).toBe(false);
  });

  it("gives a busy (iterating) statement's text a fresh statement instead of failing", () => {
    const raw = new SQLite(':memory:');
    const cache = new StatementCachingSqlite(raw, 10);
    const text = 'SELECT value FROM json_each(?)';
    const outer = cache.prepare(text);
    const seen: number[] = [];
    for (const row of outer.iterate(['[1,2,3]']) as Iterable<{ value: number }>) {
      const inner = cache.prepare(text);
      expect(inner).not.toBe(outer);
      seen.push(row.value, ...inner.all(['[10]']).map((r) => (r as { value: number }).value));
    }
    expect(seen).toEqual([1, 10, 2, 10, 3, 10]);
    // Once the iteration ended the cached statement is free again.
    expect(cache.prepare(text)).toBe(outer);
    cache.close();
  });
});

describe('the SQLite statement cache under Kysely', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  async function open(size?: number): Promise<Database> {
    const opened = createDatabase('sqlite::memory:', { sqliteStatementCacheSize: size });
    await migrateToLatest(opened.db);
    return opened;
  }
  const stats = (d: Database) => {
    const s = d.sqliteStatements?.stats();
    if (!s) throw new Error('no statement cache');
    return s;
  };

  it('is on by default, bounded, and off with size 0', async () => {
    database = await open();
    expect(stats(database).capacity).toBe(500);
    const off = await open(0);
    expect(off.sqliteStatements).toBeUndefined();
    await off.destroy();
    const small = await open(4);
    expect(stats(small).size).toBeLessThanOrEqual(4);
    await small.destroy();
  });

  it('runs the same SQL text on one prepared statement, with the right results for each parameter', async () => {
    database = await open(50);
    const { db } = database;
    await db.insertInto('users').values([1, 2, 3, 4, 5].map(user)).execute();
    const byRole = (role: string) =>
      db.selectFrom('users').select(['email']).where('role', '=', role).orderBy('userId').execute();
    const before = stats(database);
    expect(await byRole('admin')).toEqual([
      { email: 'u2@example.com' },
      { email: 'u4@example.com' },
    ]);
    const afterFirst = stats(database);
    expect(await byRole('user')).toEqual([
      { email: 'u1@example.com' },
      { email: 'u3@example.com' },
      { email: 'u5@example.com' },
    ]);
    expect(await byRole('nobody')).toEqual([]);
    const after = stats(database);
    expect(afterFirst.misses - before.misses).toBe(1);
    expect(after.misses).toBe(afterFirst.misses);
    expect(after.hits - afterFirst.hits).toBe(2);

    // Writers too: insertId and affected rows come from the reused statement's own run.
    const first = await db.insertInto('users').values(user(6)).executeTakeFirstOrThrow();
    const second = await db.insertInto('users').values(user(7)).executeTakeFirstOrThrow();
    expect(Number(second.insertId)).toBe(Number(first.insertId) + 1);
    const updated = await db
      .updateTable('users')
      .set({ lastName: 'Changed' })
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(Number(updated.numUpdatedRows)).toBe(3);
    const none = await db
      .updateTable('users')
      .set({ lastName: 'Changed' })
      .where('role', '=', 'nobody')
      .executeTakeFirstOrThrow();
    expect(Number(none.numUpdatedRows)).toBe(0);
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM users`.execute(db);
    expect(count.rows).toEqual([{ n: 7 }]);
  });

  it('answers as an uncached database does, while evicting', async () => {
    database = await open(2);
    const plain = await open(0);
    try {
      for (const d of [database, plain]) {
        await d.db.insertInto('users').values([1, 2, 3, 4, 5, 6].map(user)).execute();
      }
      const queries = (d: Database, n: number) => [
        d.db.selectFrom('users').select('email').where('userId', '=', n).execute(),
        d.db.selectFrom('users').select(['userId', 'role']).where('userId', '<=', n).execute(),
        d.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', n % 2 ? 'user' : 'admin')
          .execute(),
      ];
      for (let n = 0; n <= 6; n++) {
        expect(await Promise.all(queries(database, n))).toEqual(
          await Promise.all(queries(plain, n)),
        );
      }
      expect(stats(database).size).toBe(2);
    } finally {
      await plain.destroy();
    }
  });

  it('works inside transactions: reads its own writes, rolls back, reuses statements across them', async () => {
    database = await open(50);
    const { db } = database;
    const emails = () => db.selectFrom('users').select('email').orderBy('email').execute();
    await emails();
    const afterWarm = stats(database);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(user(1)).execute();
      expect(await trx.selectFrom('users').select('email').orderBy('email').execute()).toEqual([
        { email: 'u1@example.com' },
      ]);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(user(2)).execute();
        expect(
          await trx.selectFrom('users').select('email').orderBy('email').execute(),
        ).toHaveLength(2);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // A failing statement (unique email) leaves its cached statement usable.
    await expect(db.insertInto('users').values(user(1)).execute()).rejects.toThrow();
    await db.transaction().execute(async (trx) => {
      await expect(trx.insertInto('users').values(user(1)).execute()).rejects.toThrow();
      await trx.insertInto('users').values(user(3)).execute();
    });
    expect(await emails()).toEqual([{ email: 'u1@example.com' }, { email: 'u3@example.com' }]);
    const after = stats(database);
    // begin/commit/rollback, the insert and the select were each prepared once.
    expect(after.misses - afterWarm.misses).toBeLessThanOrEqual(4);
    expect(after.hits - afterWarm.hits).toBeGreaterThanOrEqual(8);
  });

  it('streams on a cached statement, and a stream left early frees it for the next call', async () => {
    database = await open(50);
    const { db } = database;
    await db.insertInto('users').values([1, 2, 3].map(user)).execute();
    const query = () => db.selectFrom('users').select('userId').orderBy('userId');
    const streamed: number[] = [];
    for await (const row of query().stream()) streamed.push(row.userId);
    expect(streamed).toEqual([1, 2, 3]);
    for await (const row of query().stream()) {
      expect(row.userId).toBe(1);
      break; // the iterator's return() resets the statement
    }
    const before = stats(database);
    expect(await query().execute()).toEqual([{ userId: 1 }, { userId: 2 }, { userId: 3 }]);
    expect(stats(database).hits - before.hits).toBe(1);
    expect(stats(database).misses).toBe(before.misses);
  });
});
