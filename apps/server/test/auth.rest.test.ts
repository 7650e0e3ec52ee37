import { describeAdapter } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  signupAndLogin,
  tableCounts,
  useApp,
} from './helpers';

const asha = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'Asha@Example.com',
  password: 'shopper-pass',
};

describeAdapter('legacy auth REST', (t) => {
  const ctx = useApp(t, {
    throttle: { failuresPerKey: 10, failuresPerIp: 1000, windowSeconds: 900 },
  });
  beforeEach(() => t.truncate());

  it('signs up with 201 and logs in with the legacy user object', async () => {
    const signup = await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: asha });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user).toMatchObject({ email: 'asha@example.com', role: 'user' });
    expect(signup.json().user).not.toHaveProperty('passwordHash');

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'ASHA@example.COM', password: asha.password },
    });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({ role: 'user', name: 'Asha Rao', email: 'asha@example.com' });
    expect(body.token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(body.userId).toBeTypeOf('number');
  });

  it('answers 409 "Email already exists!" in any letter case, and creates nothing', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: asha });
    const before = await tableCounts(t);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { ...asha, email: 'asha@EXAMPLE.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Email already exists!',
      error: 'Email already exists!',
    });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('gives one answer for an unknown email and a wrong password', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: asha });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'who@example.com', password: 'whatever1' },
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: asha.email, password: 'not-it-at-all' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it.each([
    ['missing fields', { email: 'x@y.co' }, 400, /First name is required/],
    ['wrong types', { ...asha, firstName: 42 }, 400, /First name is required/],
    ['a short password', { ...asha, password: 'short' }, 400, /at least 8 characters/],
    ['a long password', { ...asha, password: 'x'.repeat(129) }, 400, /at most 128 characters/],
    ['an invalid email', { ...asha, email: 'not-an-email' }, 400, /valid email/],
    ['unknown keys', { ...asha, role: 'admin' }, 400, /Unrecognized key/],
    ['a 1 MB name', { ...asha, firstName: 'a'.repeat(1_048_576) }, 413, /too large/],
    ['a 200 kB name', { ...asha, firstName: 'a'.repeat(200_000) }, 400, /at most 100 characters/],
  ])(
    'rejects %s with a clear message and creates nothing',
    async (_name, payload, status, message) => {
      const before = await tableCounts(t);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(res.json().error).toBe(res.json().message);
      expect(await tableCounts(t)).toEqual(before);
    },
  );

  it('rejects __proto__ and broken JSON with 400 and creates nothing', async () => {
    const before = await tableCounts(t);
    for (const raw of [
      '{"__proto__":{"role":"admin"},"firstName":"A","lastName":"B","email":"p@q.co","password":"longenough"}',
      '{"firstName": "A",',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('answers 429 after 10 failed logins for one IP and email', async () => {
    // Its own email: the throttle lives as long as the app, across this suite's tests.
    const ravi = { ...asha, firstName: 'Ravi', email: 'ravi@example.com' };
    await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: ravi });
    for (let i = 0; i < 10; i++) {
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: ravi.email, password: `wrong-${i}-xx` },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: ravi.email, password: ravi.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed attempts/);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another account from the same IP is unaffected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: asha.email, password: asha.password },
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('lets an admin list and delete users; 409 for self', async () => {
    await createAdmin(ctx.app);
    const adminToken = await loginToken(ctx.app, ADMIN.email, ADMIN.password);
    await signupAndLogin(ctx.app);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/getall',
      headers: bearer(adminToken),
    });
    expect(list.statusCode).toBe(200);
    const users = list.json() as { userId: number; email: string; role: string; name: string }[];
    expect(users.map((u) => u.email).sort()).toEqual([ADMIN.email, 'asha@example.com']);
    const shopper = users.find((u) => u.role === 'user')!;
    const self = users.find((u) => u.role === 'admin')!;

    const selfDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/delete/${self.userId}`,
      headers: bearer(adminToken),
    });
    expect(selfDelete.statusCode).toBe(409);
    expect(selfDelete.json().message).toBe('You cannot delete your own account');

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/delete/${shopper.userId}`,
      headers: bearer(adminToken),
    });
    expect(del.statusCode).toBe(200);
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/delete/${shopper.userId}`,
      headers: bearer(adminToken),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/delete/abc',
      headers: bearer(adminToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 anonymously and 403 to a shopper, changing nothing', async () => {
    await createAdmin(ctx.app);
    const token = await signupAndLogin(ctx.app);
    const before = await tableCounts(t);
    const anon = await ctx.app.inject({ method: 'DELETE', url: '/api/user/delete/1' });
    expect(anon.statusCode).toBe(401);
    const shopper = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/delete/1',
      headers: bearer(token),
    });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json()).toMatchObject({
      message: "You don't have access to this (it needs staff:manage)",
      error: "You don't have access to this (it needs staff:manage)",
    });
    const badToken = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/getall',
      headers: bearer('forged.token'),
    });
    expect(badToken.statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
  });
});
