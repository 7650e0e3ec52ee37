import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { toBool, toNumber } from '../src/rows';
import { describeEachDialect } from '../src/testing/test-database';

describeEachDialect('database basics', (t) => {
  it('is migrated and empty', async () => {
    const rows = await t.db.selectFrom('users').select('userId').execute();
    expect(rows).toEqual([]);
  });

  it('reads insertId without RETURNING and normalises aggregates', async () => {
    const res = await t.db
      .insertInto('users')
      .values({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        passwordHash: 'x',
        role: 'user',
        createdAt: 1_700_000_000_123,
      })
      .executeTakeFirstOrThrow();
    const id = Number(res.insertId);
    expect(id).toBeGreaterThan(0);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('userId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.createdAt).toBe(1_700_000_000_123);
    const agg = await sql<{
      total: unknown;
    }>`SELECT SUM(${sql.ref('createdAt')}) AS total FROM users`.execute(t.db);
    expect(toNumber(agg.rows[0]?.total)).toBe(1_700_000_000_123);
  });

  it('enforces the unique email', async () => {
    await expect(
      t.db
        .insertInto('users')
        .values({
          firstName: 'C',
          lastName: 'D',
          email: 'a@b.co',
          passwordHash: 'x',
          role: 'user',
          createdAt: 1,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('cascades session deletes with the user', async () => {
    const user = await t.db.selectFrom('users').select('userId').executeTakeFirstOrThrow();
    await t.db
      .insertInto('sessions')
      .values({ sessionId: 's1', secretHash: 'h', userId: user.userId, expiresAt: 1, createdAt: 1 })
      .execute();
    await t.db.deleteFrom('users').where('userId', '=', user.userId).execute();
    const left = await t.db.selectFrom('sessions').select('sessionId').execute();
    expect(left).toEqual([]);
  });
});

it('normalises driver values', () => {
  expect(toNumber('12.50')).toBe(12.5);
  expect(toNumber(3n)).toBe(3);
  expect(toBool(1)).toBe(true);
  expect(toBool(0)).toBe(false);
  expect(() => toNumber({})).toThrow(TypeError);
});
