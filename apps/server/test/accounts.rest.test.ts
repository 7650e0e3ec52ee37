import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { deliverMail } from '@frameshop/domain/mail/outbox.service';
import { systemContext } from '@frameshop/domain/shared/context';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  signupAndLogin,
  tableCounts,
  useApp,
} from './helpers';
import { startSmtpCapture } from './support/smtp-capture';

const INVALID = 'This link is invalid or has expired';
const REQUESTED =
  'If an account exists for that e-mail, we have sent a link to reset the password.';

/**
 * Issue 22, the Accounts section over REST: forgot and reset password, verification, devices,
 * the admin's reset link, deleting one's account and downloading one's data. Mail goes through
 * the outbox to a real SMTP server in the process.
 */
describeEachDialect('accounts over REST', (t) => {
  const env: Record<string, string> = {};
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    env.SMTP_URL = smtp.url;
    env.MAIL_FROM = 'Frame Shop <shop@frameshop.test>';
  });
  afterAll(() => smtp.close());
  const ctx = useApp(t, {
    env,
    throttle: {
      failuresPerKey: 50,
      failuresPerIp: 500,
      windowSeconds: 900,
      signupsPerIp: 500,
      resetsPerAddress: 3,
      resetsPerIp: 6,
    },
  });

  let ip = 0;
  /** Each test asks from its own address, so the per-IP budgets of one do not spill over. */
  let remoteAddress = '198.51.100.1';
  beforeEach(async () => {
    await t.truncate();
    smtp.received.length = 0;
    ip += 1;
    remoteAddress = `198.51.100.${ip}`;
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const deliver = () => deliverMail.run(systemContext(ctx.app.deps, 'mail'), undefined);
  /** The token of the newest link mailed to `to`, read from what the SMTP server received. */
  async function linkToken(to: string, path: string): Promise<string> {
    await deliver();
    const mails = smtp.received.filter((m) => m.to.includes(to)).reverse();
    for (const m of mails) {
      // Quoted-printable writes the link's "=" as "=3D".
      const found = m.text
        .replace(/=3D/g, '=')
        .match(new RegExp(`/${path}\\?token=([A-Za-z0-9_-]{43})`));
      if (found?.[1]) return found[1];
    }
    throw new Error(`no ${path} link mailed to ${to}`);
  }

  it('forgot-password: 202 and the same body for a known and an unknown address', async () => {
    await signupAndLogin(ctx.app);
    const known = await post('/api/user/forgot-password', { email: 'asha@example.com' });
    const unknown = await post('/api/user/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: REQUESTED });
    expect(await linkToken('asha@example.com', 'reset-password')).toMatch(/^[\w-]{43}$/);
    const toNobody = smtp.received.filter((m) => m.to.includes('nobody@example.com'));
    expect(toNobody).toHaveLength(1);
    expect(toNobody[0]?.text).not.toContain('token=');
  });

  it('forgot-password is throttled per address from any IP, and per IP (/64) across addresses', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: 'target@example.com' },
        remoteAddress: `203.0.113.${10 + i}`,
      });
      expect(res.statusCode).toBe(202);
    }
    const fourth = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: 'target@example.com' },
      remoteAddress: '203.0.113.99',
    });
    expect(fourth.statusCode).toBe(429);
    // Six addresses from one /64, each from a different address in it: the seventh is refused.
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: `spray${i}@example.com` },
        remoteAddress: `2001:db8:1:2::${i + 1}`,
      });
      expect(res.statusCode).toBe(202);
    }
    const seventh = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: 'spray9@example.com' },
      remoteAddress: '2001:db8:1:2:ffff::7',
    });
    expect(seventh.statusCode).toBe(429);
  });

  it('reset: unknown, used and expired tokens get the same 400 and change nothing', async () => {
    await signupAndLogin(ctx.app);
    await post('/api/user/forgot-password', { email: 'asha@example.com' });
    const token = await linkToken('asha@example.com', 'reset-password');
    const before = await tableCounts(t);
    const hash = async () =>
      (await t.db.selectFrom('users').select('passwordHash').executeTakeFirstOrThrow())
        .passwordHash;
    const hashBefore = await hash();
    const unknown = await post('/api/user/reset-password', {
      token: 'A'.repeat(43),
      password: 'Mango-lassi-77',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: INVALID, error: INVALID });
    expect(await tableCounts(t)).toEqual(before);
    expect(await hash()).toBe(hashBefore);

    const ok = await post('/api/user/reset-password', { token, password: 'Mango-lassi-77' });
    expect(ok.statusCode).toBe(200);
    const used = await post('/api/user/reset-password', { token, password: 'Another-one-88' });
    expect(used.statusCode).toBe(400);
    expect(used.body).toBe(unknown.body);
  });

  it('reset ends every session (old token 401), logs nobody in, mails "Your password was changed"', async () => {
    const old = bearer(await signupAndLogin(ctx.app));
    expect((await ctx.app.inject({ url: '/api/order/myorders', headers: old })).statusCode).toBe(
      200,
    );
    await post('/api/user/forgot-password', { email: 'asha@example.com' });
    const token = await linkToken('asha@example.com', 'reset-password');
    const res = await post('/api/user/reset-password', { token, password: 'Mango-lassi-77' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toMatch(/[\w-]{22}\.[\w-]{43}/);
    expect((await ctx.app.inject({ url: '/api/order/myorders', headers: old })).statusCode).toBe(
      401,
    );
    await expect(loginToken(ctx.app, 'asha@example.com', 'shopper-pass')).rejects.toThrow();
    await expect(loginToken(ctx.app, 'asha@example.com', 'Mango-lassi-77')).resolves.toBeTruthy();
    await deliver();
    const changed = smtp.received.filter(
      (m) => m.to.includes('asha@example.com') && m.text.includes('Your password was changed'),
    );
    expect(changed).toHaveLength(1);
  });

  it('verify-email proves the address once; the profile shows it', async () => {
    const me = bearer(await signupAndLogin(ctx.app));
    const token = await linkToken('asha@example.com', 'verify-email');
    const unverified = await ctx.app.inject({ url: '/trpc/auth.me', headers: me });
    expect(unverified.json().result.data.emailVerified).toBe(false);
    const ok = await post('/api/user/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    const again = await post('/api/user/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
    const row = await t.db.selectFrom('users').select('emailVerifiedAt').executeTakeFirstOrThrow();
    expect(row.emailVerifiedAt).not.toBeNull();
    const verified = await ctx.app.inject({ url: '/trpc/auth.me', headers: me });
    expect(verified.json().result.data.emailVerified).toBe(true);
    const resend = await post('/api/user/resend-verification', {}, me);
    expect(resend.statusCode).toBe(409);
  });

  it('devices: this one marked; one logged out ends only it; another account’s session is out of reach', async () => {
    const asha1 = bearer(await signupAndLogin(ctx.app));
    const asha2 = bearer(await loginToken(ctx.app, 'asha@example.com', 'shopper-pass'));
    const ravi = bearer(
      await signupAndLogin(ctx.app, {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi@example.com',
        password: 'shopper-pass',
      }),
    );
    const list = await ctx.app.inject({ url: '/api/user/sessions', headers: asha1 });
    expect(list.statusCode).toBe(200);
    const devices = list.json() as { deviceId: string; current: boolean }[];
    expect(devices.map((d) => d.current)).toEqual([true, false]);

    const raviDevices = (
      await ctx.app.inject({ url: '/api/user/sessions', headers: ravi })
    ).json() as { deviceId: string }[];
    const before = await tableCounts(t);
    const steal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${raviDevices[0]?.deviceId}`,
      headers: asha1,
    });
    expect(steal.statusCode).toBe(404);
    expect(await tableCounts(t)).toEqual(before);
    expect((await ctx.app.inject({ url: '/api/order/myorders', headers: ravi })).statusCode).toBe(
      200,
    );

    const other = devices.find((d) => !d.current);
    const out = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${other?.deviceId}`,
      headers: asha1,
    });
    expect(out.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/order/myorders', headers: asha2 })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ url: '/api/order/myorders', headers: asha1 })).statusCode).toBe(
      200,
    );
  });

  it('profile: a new name answers the user; logging out the others ends them and counts them', async () => {
    const here = bearer(await signupAndLogin(ctx.app));
    const there = bearer(await loginToken(ctx.app, 'asha@example.com', 'shopper-pass'));
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: here,
      payload: { firstName: 'Asha', lastName: 'Rao' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ firstName: 'Asha', lastName: 'Rao', name: 'Asha Rao' });
    const out = await post('/api/user/sessions/logout-others', {}, here);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ ended: 1 });
    expect((await ctx.app.inject({ url: '/api/order/myorders', headers: there })).statusCode).toBe(
      401,
    );
  });

  it('change password keeps this session, ends the others; a wrong current password changes nothing', async () => {
    const here = bearer(await signupAndLogin(ctx.app));
    const there = bearer(await loginToken(ctx.app, 'asha@example.com', 'shopper-pass'));
    const before = await tableCounts(t);
    const wrong = await post(
      '/api/user/change-password',
      { currentPassword: 'nope-nope', newPassword: 'Mango-lassi-77' },
      here,
    );
    expect(wrong.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
    const ok = await post(
      '/api/user/change-password',
      { currentPassword: 'shopper-pass', newPassword: 'Mango-lassi-77' },
      here,
    );
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/order/myorders', headers: here })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ url: '/api/order/myorders', headers: there })).statusCode).toBe(
      401,
    );
  });

  it('admin sends a reset link: the shopper gets the mail, the admin never sees the token', async () => {
    await createAdmin(ctx.app);
    const admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    const shopper = bearer(await signupAndLogin(ctx.app));
    const user = await t.db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', 'asha@example.com')
      .executeTakeFirstOrThrow();
    const refused = await post(`/api/user/send-reset-link/${user.userId}`, {}, shopper);
    expect(refused.statusCode).toBe(403);
    const res = await post(`/api/user/send-reset-link/${user.userId}`, {}, admin);
    expect(res.statusCode).toBe(200);
    const token = await linkToken('asha@example.com', 'reset-password');
    expect(res.body).not.toContain(token);
    const list = await ctx.app.inject({ url: '/api/user/getall', headers: admin });
    expect(list.body).not.toContain(token);
    const missing = await post('/api/user/send-reset-link/999999', {}, admin);
    expect(missing.statusCode).toBe(404);
  });

  it('download my data is JSON of the caller only; delete my account needs the password, then no login', async () => {
    const asha = bearer(await signupAndLogin(ctx.app));
    await signupAndLogin(ctx.app, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
      password: 'shopper-pass',
    });
    const data = await ctx.app.inject({ url: '/api/user/export', headers: asha });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-disposition']).toContain('attachment');
    const body = data.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['account', 'addresses', 'orders', 'reviews', 'inquiries']),
    );
    expect(body.account.email).toBe('asha@example.com');
    expect(data.body).not.toContain('ravi@example.com');

    const before = await tableCounts(t);
    const wrong = await post('/api/user/delete-account', { password: 'wrong-one' }, asha);
    expect(wrong.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
    const gone = await post('/api/user/delete-account', { password: 'shopper-pass' }, asha);
    expect(gone.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/order/myorders', headers: asha })).statusCode).toBe(
      401,
    );
    await expect(loginToken(ctx.app, 'asha@example.com', 'shopper-pass')).rejects.toThrow();
  });
});
