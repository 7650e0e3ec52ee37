import { istDayStartMs } from '@frameshop/contracts/analytics/ist';
import { AUDIT_PAGE_SIZE } from '@frameshop/contracts/audit/audit';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { recordChange } from '@frameshop/domain/audit/audit.published';
import { systemContext } from '@frameshop/domain/shared/context';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  ADMIN,
  bearer,
  createAdmin,
  createApiKeyFor,
  loginToken,
  signupAndLogin,
  tableCounts,
  useApp,
} from './helpers';

/**
 * GET /api/audit and its CSV (docs/decisions/0025-audit-log.md) over real HTTP: admins only
 * (401, 403 for shoppers and every API key), filters, keyset pages newest first, the CSV of the
 * same filter through the one CSV writer, and 400 for bad input with nothing changed. Both
 * engines: the page query is SQL of its own.
 */
describe('AUDIT_RETENTION_DAYS', () => {
  it('is 730 unless set, and at least 30 whole days', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).AUDIT_RETENTION_DAYS).toBe(730);
    expect(loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: '365' }).AUDIT_RETENTION_DAYS).toBe(
      365,
    );
    for (const bad of ['29', '0', '-5', '1.5', 'forever']) {
      expect(() => loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: bad }), bad).toThrow(
        /AUDIT_RETENTION_DAYS/,
      );
    }
  });
});

describeEachDialect('audit log over REST and tRPC', (t) => {
  const ctx = useApp(t);
  let admin: { authorization: string };
  let shopper: { authorization: string };
  let adminId: number;
  let couponId: number;
  const DAY = 24 * 3600_000;
  /** Three IST days: 2026-11-01 .. 03, 40 system entries each, at 10:00 IST + n minutes. */
  const dayStart = (d: string) => istDayStartMs(d);

  beforeAll(async () => {
    await createAdmin(ctx.app);
    admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    shopper = bearer(await signupAndLogin(ctx.app));
    const row = await t.db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    adminId = Number(row.userId);
    for (const [i, day] of ['2026-11-01', '2026-11-02', '2026-11-03'].entries()) {
      await t.db.transaction().execute(async (trx) => {
        for (let n = 0; n < 40; n++) {
          const at = dayStart(day) + 10 * 3600_000 + n * 60_000;
          await recordChange(
            trx,
            { ...systemContext(ctx.app.deps, 'test'), now: () => at },
            {
              action: 'test.seed',
              entity: 'frame',
              entityId: String(i * 100 + n),
              before: { name: `Frame ${n}` },
              after: { name: `=HYPERLINK("x") ${n}` },
            },
          );
        }
      });
    }
    // Two real changes by the admin through REST: their entries carry the session's person.
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupon/create',
      headers: admin,
      payload: { code: 'AUDIT5', kind: 'percent', value: 5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    couponId = created.json().data.id;
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/coupon/update/${couponId}`,
      headers: admin,
      payload: { code: 'AUDIT5', kind: 'percent', value: 7 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
  }, 60_000);

  const get = (query: string, headers: Record<string, string> = admin) =>
    ctx.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });

  it('refuses anonymous callers (401), shoppers and API keys of any scope (403)', async () => {
    const { key } = await createApiKeyFor(ctx.app, [
      'catalogue:read',
      'catalogue:write',
      'orders:read',
      'orders:write',
      'content:write',
      'analytics:read',
    ]);
    for (const url of ['/api/audit', '/api/audit/export.csv']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ url, headers: shopper })).statusCode).toBe(403);
      expect((await ctx.app.inject({ url, headers: bearer(key) })).statusCode).toBe(403);
    }
    const trpc = await ctx.app.inject({ url: '/trpc/audit.list', headers: shopper });
    expect(trpc.statusCode).toBe(403);
  });

  it("shows an admin's change with who, where from, and only the changed fields", async () => {
    const res = await get(`?entity=coupon&entityId=${couponId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, nextCursor } = res.json();
    expect(nextCursor).toBeNull();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      action: 'coupons.update',
      actor: { kind: 'staff', userId: adminId, apiKeyId: null, name: 'Shop Admin' },
      ip: '127.0.0.1',
      entity: 'coupon',
      entityId: String(couponId),
      before: { value: 5 },
      after: { value: 7 },
    });
    expect(Object.keys(data[0].after)).toEqual(['value']);
    expect(data[1]).toMatchObject({ action: 'coupons.create', before: null });
    expect(new Date(data[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages newest first by keyset: every entry once, in order, pages bounded', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`?action=test.seed${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.data.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
      seen.push(...page.data.map((e: { auditId: number }) => e.auditId));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(Math.ceil(120 / AUDIT_PAGE_SIZE));
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('filters by IST days (both inclusive), actor and entity', async () => {
    const day2 = await get('?action=test.seed&from=2026-11-02&to=2026-11-02');
    expect(day2.json().data).toHaveLength(40);
    expect(
      day2.json().data.every((e: { at: string }) => {
        const ms = Date.parse(e.at);
        return ms >= dayStart('2026-11-02') && ms < dayStart('2026-11-02') + DAY;
      }),
    ).toBe(true);
    const from = await get('?action=test.seed&from=2026-11-03');
    expect(from.json().data).toHaveLength(40);
    const mine = (await get(`?actorUserId=${adminId}`)).json().data;
    expect(mine.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['coupons.update', 'coupons.create']),
    );
    expect(mine.every((e: { actor: { userId: number } }) => e.actor.userId === adminId)).toBe(true);
    expect(mine.some((e: { action: string }) => e.action === 'test.seed')).toBe(false);
    const one = await get('?entity=frame&entityId=105');
    expect(one.json().data).toHaveLength(1);
    // A form's empty fields are no filter.
    const empty = await get('?entity=&entityId=&actorUserId=&action=&from=&to=&cursor=');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toHaveLength(AUDIT_PAGE_SIZE);
  });

  it('answers the same page over tRPC (one use case)', async () => {
    const input = encodeURIComponent(JSON.stringify({ entity: 'coupon' }));
    const res = await ctx.app.inject({ url: `/trpc/audit.list?input=${input}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toEqual((await get('?entity=coupon')).json());
  });

  it('downloads the same filter as CSV, cells safe for spreadsheets', async () => {
    const res = await ctx.app.inject({
      url: '/api/audit/export.csv?action=test.seed&from=2026-11-01&to=2026-11-01',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-.*\.csv"$/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Audit id,Time (IST),Actor kind,Actor,User id,API key id,IP,Action,Entity,Entity id,Before,After',
    );
    expect(lines).toHaveLength(41);
    // Newest first, in IST: the 40th minute after 10:00 on 1 November.
    expect(lines[1]).toContain('2026-11-01 10:39:00,system,System (test)');
    expect(lines[1]).toContain('test.seed,frame,39');
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('refuses bad input with 400, naming the field, and changes nothing', async () => {
    const before = await tableCounts(t);
    for (const query of [
      '?cursor=abc',
      '?cursor=-5',
      '?cursor=0',
      '?from=2026-13-40',
      '?from=yesterday',
      '?from=2026-11-03&to=2026-11-01',
      '?entity=spaceship',
      '?entityId=5',
      '?actorUserId=x',
      '?action=drop%20table',
      '?limit=1000',
    ]) {
      const res = await get(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json().message).toBeTruthy();
      const csv = await ctx.app.inject({ url: `/api/audit/export.csv${query}`, headers: admin });
      expect(csv.statusCode, `csv ${query}`).toBe(400);
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});
