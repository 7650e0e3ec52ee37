import { createHash } from 'node:crypto';
import { describeAdapter } from '@frameshop/db/testing/test-database';
import { beforeAll, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  createStaff,
  loginToken,
  signupAndLogin,
  tableCounts,
  useApp,
} from './helpers';

/** Issue 22: admins make, list and revoke integrations' keys; keys act within their scopes. */
describeAdapter('API keys over REST and tRPC', (t) => {
  const ctx = useApp(t, { throttle: { ...lenient(), apiKeyRequests: 5, apiKeyWindowSeconds: 60 } });
  let admin: Record<string, string>;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    await createAdmin(ctx.app);
    admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    shopper = bearer(await signupAndLogin(ctx.app));
  });

  const create = (payload: Record<string, unknown>, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/apikey/create', headers, payload });

  it('creates a key shown once, stores only its SHA-256, lists it without the key, revokes it', async () => {
    const res = await create({ name: '  ERP sync ', scopes: ['orders:read', 'catalogue:write'] });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'ERP sync',
      scopes: ['orders:read', 'catalogue:write'],
      key: expect.stringMatching(/^fsk_[0-9A-Za-z]{42,}$/),
    });
    const row = await t.db
      .selectFrom('api_keys')
      .selectAll()
      .where('apiKeyId', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.keyHash).toBe(createHash('sha256').update(data.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(data.key.slice(8));

    const list = await ctx.app.inject({ url: '/api/apikey/getall', headers: admin });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((k: { id: number }) => k.id === data.id);
    expect(listed).toEqual({
      id: data.id,
      name: 'ERP sync',
      scopes: ['orders:read', 'catalogue:write'],
      prefix: data.key.slice(0, 8),
      createdBy: 'Shop Admin',
      createdByUserId: expect.any(Number),
      // The owner who made it holds both: the key may use both.
      effectivePermissions: ['orders:read', 'catalogue:write'],
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(list.body).not.toContain(data.key);

    // The key works (a scoped admin call), then is revoked and answers 401 everywhere.
    const used = await ctx.app.inject({
      url: '/api/order/getallorders',
      headers: bearer(data.key),
    });
    expect([401, 403]).not.toContain(used.statusCode);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/apikey/delete/${data.id}`,
      headers: admin,
    });
    expect(revoked.statusCode).toBe(200);
    const after = await ctx.app.inject({
      url: '/api/order/getallorders',
      headers: bearer(data.key),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(after.headers['www-authenticate']).toContain('invalid_token');
    // Gone from the list; a second revoke is a 404.
    const relisted = await ctx.app.inject({ url: '/api/apikey/getall', headers: admin });
    expect(relisted.json().data.map((k: { id: number }) => k.id)).not.toContain(data.id);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/apikey/delete/${data.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the problem, and creates nothing', async () => {
    const before = await tableCounts(t);
    for (const payload of [
      { name: '', scopes: ['orders:read'] },
      { name: 'x'.repeat(101), scopes: ['orders:read'] },
      { name: 'No scopes', scopes: [] },
      { name: 'Bad scope', scopes: ['users:write'] },
      { name: 'Twice', scopes: ['orders:read', 'orders:read'] },
      { name: 'Extra', scopes: ['orders:read'], key: 'fsk_mine' },
    ]) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/Name|scope|Unrecognized|key/i);
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses a key more than its maker holds (400, nothing made), and allows what they hold', async () => {
    // A shop's own role that manages integrations and reads orders, nothing else.
    const role = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/roles',
      headers: admin,
      payload: { name: 'Integrator', permissions: ['integrations:manage', 'orders:read'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const integrator = bearer(
      (await createStaff(ctx.app, role.json().data.roleId, { email: 'integrator@shop.test' }))
        .token,
    );
    const before = await tableCounts(t);
    const refused = await create(
      { name: 'Too much', scopes: ['orders:read', 'analytics:read'] },
      integrator,
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(
      'Your role does not hold analytics:read: a key can do no more than the person who makes it',
    );
    expect(await tableCounts(t)).toEqual(before);
    const allowed = await create({ name: 'Orders feed', scopes: ['orders:read'] }, integrator);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('only an admin session manages keys: a shopper 403, a key (any scope) 403, anonymous 401', async () => {
    const { key } = (
      await create({ name: 'Everything', scopes: ['catalogue:write', 'content:write'] })
    ).json().data;
    const before = await tableCounts(t);
    expect((await create({ name: 'Mine', scopes: ['orders:read'] }, shopper)).statusCode).toBe(403);
    expect((await create({ name: 'Mine', scopes: ['orders:read'] }, bearer(key))).statusCode).toBe(
      403,
    );
    expect((await create({ name: 'Mine', scopes: ['orders:read'] }, {})).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/apikey/getall', headers: bearer(key) })).statusCode,
    ).toBe(403);
    expect(await tableCounts(t)).toEqual(before);
  });

  it("a key is refused shoppers' use cases: it is not a person", async () => {
    const { key } = (await create({ name: 'Orders', scopes: ['orders:write'] })).json().data;
    const mine = await ctx.app.inject({ url: '/api/order/myorders', headers: bearer(key) });
    expect(mine.statusCode).toBe(403);
    const me = await ctx.app.inject({ url: '/trpc/auth.me', headers: bearer(key) });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.data).toBeNull();
  });

  it('works on tRPC too, within its scopes', async () => {
    const { key } = (await create({ name: 'Analytics', scopes: ['analytics:read'] })).json().data;
    const dashboard = await ctx.app.inject({
      url: '/trpc/analytics.dashboard',
      headers: bearer(key),
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const orders = await ctx.app.inject({ url: '/trpc/orders.list', headers: bearer(key) });
    expect(orders.statusCode).toBe(403);
    expect(orders.json().error.message).toBe('This API key lacks the scope orders:read');
  });

  it('records the last use at most once a minute', async () => {
    const { id, key } = (await create({ name: 'Clock', scopes: ['analytics:read'] })).json().data;
    const lastUsed = async () =>
      (
        await t.db
          .selectFrom('api_keys')
          .select('lastUsedAt')
          .where('apiKeyId', '=', id)
          .executeTakeFirstOrThrow()
      ).lastUsedAt;
    const call = () => ctx.app.inject({ url: '/api/frame/dashboardcount', headers: bearer(key) });
    expect((await call()).statusCode).toBe(200);
    const first = Number(await lastUsed());
    expect(first).toBeGreaterThan(Date.now() - 10_000);
    // Thirty seconds ago: a new call writes nothing.
    const recent = Date.now() - 30_000;
    await t.db
      .updateTable('api_keys')
      .set({ lastUsedAt: recent })
      .where('apiKeyId', '=', id)
      .execute();
    await call();
    expect(Number(await lastUsed())).toBe(recent);
    // Over a minute ago: the next call records it.
    const old = Date.now() - 61_000;
    await t.db
      .updateTable('api_keys')
      .set({ lastUsedAt: old })
      .where('apiKeyId', '=', id)
      .execute();
    await call();
    expect(Number(await lastUsed())).toBeGreaterThan(old + 60_000);
  });

  it('throttles per key: past its budget a 429, while another key goes on', async () => {
    const one = (await create({ name: 'Busy', scopes: ['analytics:read'] })).json().data.key;
    const two = (await create({ name: 'Calm', scopes: ['analytics:read'] })).json().data.key;
    const call = (key: string) =>
      ctx.app.inject({ url: '/api/frame/dashboardcount', headers: bearer(key) });
    for (let i = 0; i < 5; i++) expect((await call(one)).statusCode).toBe(200);
    const limited = await call(one);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests with this API key. Please slow down.');
    expect((await call(two)).statusCode).toBe(200);
  });

  it("a cookie session still needs the shop's Origin; a key needs none", async () => {
    const { key } = (await create({ name: 'Content', scopes: ['content:write'] })).json().data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/content.sliders.reorder',
      headers: { ...bearer(key), origin: 'https://elsewhere.example' },
      payload: { ids: [] },
    });
    expect([401, 403]).not.toContain(res.statusCode);
  });
});

function lenient() {
  return { failuresPerKey: 100, failuresPerIp: 1000, windowSeconds: 60 };
}
