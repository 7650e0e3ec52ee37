import { describeAdapter } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { ORIGIN, tableCounts, useApp } from './helpers';

const asha = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  password: 'shopper-pass',
};

function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((c) => c.startsWith('frameshop_session='));
  if (!found) throw new Error('no session cookie set');
  return found;
}

describeAdapter('tRPC auth with the session cookie', (t) => {
  const ctx = useApp(t);
  beforeEach(() => t.truncate());

  async function login() {
    await ctx.app.inject({
      method: 'POST',
      url: '/trpc/auth.signup',
      payload: asha,
      headers: { origin: ORIGIN },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: asha.email, password: asha.password },
    });
    expect(res.statusCode).toBe(200);
    return { res, cookie: sessionCookie(res.headers['set-cookie']).split(';')[0]! };
  }

  it('sets an HttpOnly SameSite=Lax cookie and never returns the token', async () => {
    const { res } = await login();
    const raw = sessionCookie(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(res.body).not.toContain(raw.split(';')[0]!.split('=')[1]);
    expect(res.json().result.data.user).toMatchObject({ email: asha.email, role: 'user' });
  });

  it('me() follows the cookie; logout ends the session', async () => {
    const { cookie } = await login();
    const me = await ctx.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    expect(me.json().result.data).toMatchObject({ email: asha.email });
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      payload: {},
      headers: { cookie, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { cookie },
    });
    expect(after.json().result.data).toBeNull();
  });

  it('refuses cookie-authenticated mutations from another origin or none', async () => {
    const { cookie } = await login();
    const before = await tableCounts(t);
    for (const headers of [{ cookie, origin: 'https://evil.example' }, { cookie }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/trpc/auth.logout',
        payload: {},
        headers,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await tableCounts(t)).toEqual(before);
    const me = await ctx.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    expect(me.json().result.data).not.toBeNull();
  });

  it('reports input errors as readable 400s', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/auth.signup',
      payload: { ...asha, password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Password must be at least 8 characters');
    expect(await tableCounts(t)).toMatchObject({ sessions: 0, users: 0 });
  });
});
