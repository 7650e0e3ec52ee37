import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { AppError } from '../src/shared/errors';
import { login, logout, me, signup } from '../src/users/auth.service';
import { AuthThrottle } from '../src/users/auth-throttle';
import { validateSessionToken } from '../src/users/sessions.service';
import { ctxFor, depsFor } from './helpers';

const shopper = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'Asha@Example.com',
  password: 'correct horse',
};
const creds = { email: shopper.email, password: shopper.password };

describeEachDialect('auth service', (t) => {
  beforeEach(() => t.truncate());

  it('signs up with a lower-cased email and an argon2id hash, never the password', async () => {
    const deps = depsFor(t);
    const user = await signup.execute(ctxFor(deps), shopper);
    expect(user).toMatchObject({ email: 'asha@example.com', role: 'user', name: 'Asha Rao' });
    const row = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(shopper.password);
  });

  it('refuses a second account for the same email in any case, with 409', async () => {
    const deps = depsFor(t);
    await signup.execute(ctxFor(deps), shopper);
    const again = signup.execute(ctxFor(deps), { ...shopper, email: 'ASHA@example.COM' });
    await expect(again).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Email already exists!',
    });
    expect(await t.db.selectFrom('users').select('userId').execute()).toHaveLength(1);
  });

  it('logs in case-insensitively and the token validates to the user', async () => {
    const deps = depsFor(t);
    const user = await signup.execute(ctxFor(deps), shopper);
    const result = await login.execute(ctxFor(deps), {
      email: 'ASHA@EXAMPLE.COM',
      password: shopper.password,
    });
    expect(result.user.userId).toBe(user.userId);
    expect(result.token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    const session = await validateSessionToken(deps, result.token);
    expect(session?.actor).toMatchObject({ userId: user.userId, role: 'user' });
    // Only the SHA-256 of the secret is stored.
    const stored = await t.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(result.token.split('.')[1]);
  });

  it('says the same thing for an unknown email and a wrong password', async () => {
    const deps = depsFor(t);
    await signup.execute(ctxFor(deps), shopper);
    const unknown = await login
      .execute(ctxFor(deps), { email: 'nobody@example.com', password: 'whatever1' })
      .catch((e) => e);
    const wrong = await login
      .execute(ctxFor(deps), { email: shopper.email, password: 'wrong password' })
      .catch((e) => e);
    expect(unknown).toBeInstanceOf(AppError);
    expect(wrong).toBeInstanceOf(AppError);
    expect([unknown.code, unknown.message]).toEqual(['UNAUTHORIZED', 'Invalid email or password']);
    expect([wrong.code, wrong.message]).toEqual([unknown.code, unknown.message]);
    expect(await t.db.selectFrom('sessions').select('sessionId').execute()).toHaveLength(0);
  });

  it('rejects a tampered token and an expired one', async () => {
    let now = 1_800_000_000_000;
    const deps = depsFor(t, { now: () => now, sessionTtlMs: 1000 });
    await signup.execute(ctxFor(deps), shopper);
    const { token } = await login.execute(ctxFor(deps), creds);
    const [id, secret] = token.split('.') as [string, string];
    const flipped = `${id}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    expect(await validateSessionToken(deps, flipped)).toBeNull();
    expect(await validateSessionToken(deps, 'garbage')).toBeNull();
    now += 1001;
    expect(await validateSessionToken(deps, token)).toBeNull();
    expect(await t.db.selectFrom('sessions').select('sessionId').execute()).toHaveLength(0);
  });

  it('slides the expiry forward when the session is used in its second half', async () => {
    let now = 1_800_000_000_000;
    const deps = depsFor(t, { now: () => now, sessionTtlMs: 10_000 });
    await signup.execute(ctxFor(deps), shopper);
    const { token, expiresAt } = await login.execute(ctxFor(deps), creds);
    now += 2_000;
    expect((await validateSessionToken(deps, token))?.renewedUntil).toBeNull();
    now += 5_000;
    const renewed = await validateSessionToken(deps, token);
    expect(renewed?.renewedUntil).toBe(now + 10_000);
    now = expiresAt + 1; // past the original expiry, inside the renewed one
    expect(await validateSessionToken(deps, token)).not.toBeNull();
  });

  it('logout deletes the session and me() answers null after', async () => {
    const deps = depsFor(t);
    await signup.execute(ctxFor(deps), shopper);
    const { token } = await login.execute(ctxFor(deps), creds);
    const session = await validateSessionToken(deps, token);
    expect(await me.execute(ctxFor(deps, session!.actor), undefined)).toMatchObject({
      email: 'asha@example.com',
    });
    await logout.execute(ctxFor(deps, session!.actor), undefined);
    expect(await validateSessionToken(deps, token)).toBeNull();
    expect(await me.execute(ctxFor(deps), undefined)).toBeNull();
  });

  it('throttles after 10 failures for one IP and email, even for the right password', async () => {
    const deps = depsFor(t, {
      throttle: new AuthThrottle({ failuresPerKey: 10, failuresPerIp: 100, windowSeconds: 900 }),
    });
    await signup.execute(ctxFor(deps), shopper);
    for (let i = 0; i < 10; i++) {
      await expect(
        login.execute(ctxFor(deps), { ...creds, password: `wrong-${i}-pass` }),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(login.execute(ctxFor(deps), creds)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    // Another IP is not blocked by this one's failures.
    await expect(login.execute(ctxFor(deps, null, '198.51.100.1'), creds)).resolves.toHaveProperty(
      'token',
    );
  });
});
