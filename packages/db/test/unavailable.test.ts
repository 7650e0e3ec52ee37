import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/create-db';
import { describeEachDialect } from '../src/testing/test-database';
import { isDatabaseUnavailable } from '../src/unavailable';

/** Real driver errors, each classified: "cannot reach the database" (503) or a fault (500). */
describeEachDialect('database unavailable or not', (t) => {
  it('a bad statement or a broken rule is not "unavailable"', async () => {
    const bad = await sql`SELECT * FROM no_such_table`.execute(t.db).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(bad)).toBe(false);
    const row = {
      firstName: 'A',
      lastName: 'B',
      email: 'dup@b.co',
      passwordHash: 'x',
      role: 'user',
      createdAt: 1,
    };
    await t.db.insertInto('users').values(row).execute();
    const duplicate = await t.db
      .insertInto('users')
      .values(row)
      .execute()
      .catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
  });
});

describe('a MySQL server that is not there', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let silentPort = 0;
  let closedPort = 0;
  beforeAll(async () => {
    // Accepts connections and never says a word: a frozen server, or a black-holed network.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    silentPort = (silent.address() as { port: number }).port;
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    closedPort = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => silent.close(r));
  });

  it('refused: every statement fails at once, as "unavailable"', async () => {
    const database = createDatabase(`mysql://root@127.0.0.1:${closedPort}/shop`);
    const errors = await Promise.all(
      Array.from({ length: 5 }, () => sql`SELECT 1`.execute(database.db).catch((e: unknown) => e)),
    );
    await database.destroy();
    for (const e of errors) expect(isDatabaseUnavailable(e), String(e)).toBe(true);
  });

  it('silent: 30 statements on 10 connections all give up within the connect timeout, not one after another', async () => {
    const database = createDatabase(`mysql://root@127.0.0.1:${silentPort}/shop`, {
      connectTimeoutMs: 500,
    });
    const started = Date.now();
    const errors = await Promise.all(
      Array.from({ length: 30 }, () => sql`SELECT 1`.execute(database.db).catch((e: unknown) => e)),
    );
    const ms = Date.now() - started;
    console.info(`[db] 30 statements against a silent server gave up in ${ms} ms`);
    // Ending the pool reports the attempts still connecting; nothing to assert there.
    await database.destroy().catch(() => {});
    for (const e of errors) expect(isDatabaseUnavailable(e), String(e)).toBe(true);
    // Without the acquisition bound the queued 20 wait for two more rounds: 1500 ms at least.
    expect(ms).toBeLessThan(1_200);
  });
});
