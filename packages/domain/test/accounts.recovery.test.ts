import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { deleteMyAccount, exportMyData } from '../src/accounts/accounts.service';
import { submitContact } from '../src/content/contacts.service';
import { createReview } from '../src/content/reviews.service';
import { setOrderStatus } from '../src/orders/order-admin.service';
import type { DomainDeps, ServiceContext } from '../src/shared/context';
import { hashLinkToken } from '../src/users/account-links';
import { login, signup } from '../src/users/auth.service';
import {
  changeMyPassword,
  listMyDevices,
  logOutDevice,
  logOutOtherDevices,
} from '../src/users/profile.service';
import {
  forgotPassword,
  resetPassword,
  sendResetLink,
  verifyEmail,
} from '../src/users/recovery.service';
import { validateSessionToken } from '../src/users/sessions.service';
import { ctxFor, depsFor, refusal } from './helpers';
import { openShop, order } from './support/shop-fixtures';

const INVALID = 'This link is invalid or has expired';
const asha = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  password: 'Tulsi-garden-42',
};

describeEachDialect('accounts: recovery, verification, devices, deletion, export', (t) => {
  beforeEach(() => t.truncate());

  let clock = 1_800_000_000_000;
  const deps = (): DomainDeps => depsFor(t, { now: () => clock });

  /** The newest token mailed to `to` in the outbox, from its link. */
  async function mailedToken(to: string, path: 'reset-password' | 'verify-email'): Promise<string> {
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select(['textBody', 'mailId'])
      .where('toAddress', '=', to)
      .orderBy('mailId', 'desc')
      .execute();
    for (const r of rows) {
      const m = r.textBody.match(new RegExp(`/${path}\\?token=([A-Za-z0-9_-]+)`));
      if (m?.[1]) return m[1];
    }
    throw new Error(`no ${path} mail to ${to}`);
  }

  async function signedIn(
    d: DomainDeps,
    who: { email: string; password: string } = asha,
    ua = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0.0.0 Safari/537.36',
  ) {
    const { token, user } = await login.execute(
      { ...ctxFor(d), userAgent: ua },
      { email: who.email, password: who.password },
    );
    const session = await validateSessionToken(d, token);
    if (!session) throw new Error('no session');
    return { token, user, ctx: ctxFor(d, session.actor) as ServiceContext };
  }

  it('twenty sign-ups at once all succeed, each with one verification link (no deadlock)', async () => {
    const d = deps();
    const people = Array.from({ length: 20 }, (_, i) => ({
      ...asha,
      email: `burst${i}@example.com`,
    }));
    const outcomes = await Promise.allSettled(people.map((p) => signup.execute(ctxFor(d), p)));
    const failed = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    expect(failed).toEqual([]);
    const tokens = await t.db
      .selectFrom('account_tokens')
      .select(({ fn }) => [fn.count<number>('tokenId').as('n')])
      .where('purpose', '=', 'verify')
      .executeTakeFirstOrThrow();
    expect(Number(tokens.n)).toBe(20);
    // And then twenty reset links asked for at once, for those accounts.
    const resets = await Promise.allSettled(
      people.map((p) => forgotPassword.execute(ctxFor(d), { email: p.email })),
    );
    expect(resets.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []))).toEqual([]);
  });

  it('forgot-password answers the same for known and unknown addresses and queues one mail each', async () => {
    const d = deps();
    await signup.execute(ctxFor(d), asha);
    const before = await t.db.selectFrom('mail_outbox').select('mailId').execute();
    const known = await forgotPassword.execute(ctxFor(d), { email: 'ASHA@example.com' });
    const unknown = await forgotPassword.execute(ctxFor(d), { email: 'nobody@example.com' });
    expect(known).toEqual(unknown);
    expect(known.message).toBe(
      'If an account exists for that e-mail, we have sent a link to reset the password.',
    );
    const after = await t.db.selectFrom('mail_outbox').select(['toAddress', 'textBody']).execute();
    expect(after.length - before.length).toBe(2);
    expect(after.find((m) => m.toAddress === 'nobody@example.com')?.textBody).not.toContain(
      'token=',
    );
  });

  it('stores only the SHA-256 of a 256-bit token; it works once, only the newest works', async () => {
    const d = deps();
    await signup.execute(ctxFor(d), asha);
    await forgotPassword.execute(ctxFor(d), { email: asha.email });
    const first = await mailedToken(asha.email, 'reset-password');
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    await forgotPassword.execute(ctxFor(d), { email: asha.email });
    const second = await mailedToken(asha.email, 'reset-password');
    const rows = await t.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('purpose', '=', 'reset')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashLinkToken(second));
    expect(JSON.stringify(rows)).not.toContain(second);

    const hashBefore = (
      await t.db.selectFrom('users').select('passwordHash').executeTakeFirstOrThrow()
    ).passwordHash;
    expect(
      await refusal(() =>
        resetPassword.execute(ctxFor(d), { token: first, password: 'Mango-lassi-77' }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: INVALID });
    expect(
      (await t.db.selectFrom('users').select('passwordHash').executeTakeFirstOrThrow())
        .passwordHash,
    ).toBe(hashBefore);

    await resetPassword.execute(ctxFor(d), { token: second, password: 'Mango-lassi-77' });
    expect(
      await refusal(() =>
        resetPassword.execute(ctxFor(d), { token: second, password: 'Another-one-88' }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: INVALID });
    await expect(
      login.execute(ctxFor(d), { email: asha.email, password: 'Mango-lassi-77' }),
    ).resolves.toBeTruthy();
  });

  it('a reset link expires after 30 minutes and an unknown one is refused alike, changing nothing', async () => {
    const d = deps();
    await signup.execute(ctxFor(d), asha);
    await forgotPassword.execute(ctxFor(d), { email: asha.email });
    const token = await mailedToken(asha.email, 'reset-password');
    const start = clock;
    clock = start + 30 * 60_000;
    const hashBefore = (
      await t.db.selectFrom('users').select('passwordHash').executeTakeFirstOrThrow()
    ).passwordHash;
    expect(
      await refusal(() => resetPassword.execute(ctxFor(d), { token, password: 'Mango-lassi-77' })),
    ).toEqual({ code: 'BAD_REQUEST', message: INVALID });
    expect(
      await refusal(() =>
        resetPassword.execute(ctxFor(d), { token: 'x'.repeat(43), password: 'Mango-lassi-77' }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: INVALID });
    clock = start;
    expect(
      (await t.db.selectFrom('users').select('passwordHash').executeTakeFirstOrThrow())
        .passwordHash,
    ).toBe(hashBefore);
    const row = await t.db.selectFrom('account_tokens').select('usedAt').executeTakeFirstOrThrow();
    expect(row.usedAt).toBeNull();
  });

  it('a reset ends every session, logs nobody in and mails "Your password was changed"', async () => {
    const d = deps();
    await signup.execute(ctxFor(d), asha);
    const a = await signedIn(d);
    const b = await signedIn(d);
    await forgotPassword.execute(ctxFor(d), { email: asha.email });
    const result = await resetPassword.execute(ctxFor(d), {
      token: await mailedToken(asha.email, 'reset-password'),
      password: 'Mango-lassi-77',
    });
    expect(result).not.toHaveProperty('token');
    expect(await validateSessionToken(d, a.token)).toBeNull();
    expect(await validateSessionToken(d, b.token)).toBeNull();
    expect(await t.db.selectFrom('sessions').select('sessionId').execute()).toHaveLength(0);
    const subjects = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('toAddress', '=', asha.email)
      .execute();
    expect(subjects.map((s) => s.subject)).toContain('Your password was changed');
  });

  it('the reset refuses a common password with the sign-up rule and uses no token', async () => {
    const d = deps();
    await signup.execute(ctxFor(d), asha);
    await forgotPassword.execute(ctxFor(d), { email: asha.email });
    const token = await mailedToken(asha.email, 'reset-password');
    const refused = await refusal(() =>
      resetPassword.execute(ctxFor(d), { token, password: 'password123' }),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    expect(
      (await t.db.selectFrom('account_tokens').select('usedAt').executeTakeFirstOrThrow()).usedAt,
    ).toBeNull();
  });

  it('sign-up mails a verification link good for 24 hours and once', async () => {
    const d = deps();
    const user = await signup.execute(ctxFor(d), asha);
    expect(user.emailVerified).toBe(false);
    const token = await mailedToken(asha.email, 'verify-email');
    const start = clock;
    clock = start + 24 * 3600_000;
    expect(await refusal(() => verifyEmail.execute(ctxFor(d), { token }))).toEqual({
      code: 'BAD_REQUEST',
      message: INVALID,
    });
    clock = start + 24 * 3600_000 - 1;
    await verifyEmail.execute(ctxFor(d), { token });
    clock = start;
    expect(await refusal(() => verifyEmail.execute(ctxFor(d), { token }))).toEqual({
      code: 'BAD_REQUEST',
      message: INVALID,
    });
    const row = await t.db.selectFrom('users').select('emailVerifiedAt').executeTakeFirstOrThrow();
    expect(row.emailVerifiedAt).not.toBeNull();
    // A verify link is no reset link.
    expect(
      await refusal(() => resetPassword.execute(ctxFor(d), { token, password: 'Mango-lassi-77' })),
    ).toEqual({ code: 'BAD_REQUEST', message: INVALID });
  });

  it('change password keeps this session and ends the others', async () => {
    const d = deps();
    await signup.execute(ctxFor(d), asha);
    const here = await signedIn(d);
    const there = await signedIn(d);
    const wrong = await refusal(() =>
      changeMyPassword.execute(here.ctx, {
        currentPassword: 'not-it-at-all',
        newPassword: 'Mango-lassi-77',
      }),
    );
    expect(wrong).toEqual({ code: 'BAD_REQUEST', message: 'Your current password is not correct' });
    expect(await validateSessionToken(d, there.token)).not.toBeNull();
    await changeMyPassword.execute(here.ctx, {
      currentPassword: asha.password,
      newPassword: 'Mango-lassi-77',
    });
    expect(await validateSessionToken(d, here.token)).not.toBeNull();
    expect(await validateSessionToken(d, there.token)).toBeNull();
  });

  it('lists devices with this one marked; logging one out ends only it; another account’s is a 404', async () => {
    const d = deps();
    await signup.execute(ctxFor(d), asha);
    await signup.execute(ctxFor(d), { ...asha, email: 'ravi@example.com', firstName: 'Ravi' });
    const here = await signedIn(d);
    const phone = await signedIn(
      d,
      asha,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const ravi = await signedIn(d, { email: 'ravi@example.com', password: asha.password });
    const devices = await listMyDevices.execute(here.ctx, undefined);
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({ current: true, browser: 'Chrome 120 on Linux' });
    expect(devices[1]).toMatchObject({ current: false, browser: 'Safari 17 on iOS' });
    expect(JSON.stringify(devices)).not.toContain(here.token.split('.')[0]);

    const raviDevice = (await listMyDevices.execute(ravi.ctx, undefined))[0];
    if (!raviDevice) throw new Error('ravi has no device');
    expect(
      await refusal(() => logOutDevice.execute(here.ctx, { deviceId: raviDevice.deviceId })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(await validateSessionToken(d, ravi.token)).not.toBeNull();

    await logOutDevice.execute(here.ctx, { deviceId: devices[1]?.deviceId });
    expect(await validateSessionToken(d, phone.token)).toBeNull();
    expect(await validateSessionToken(d, here.token)).not.toBeNull();

    // "Last seen" is written only after five minutes of use, not on every request.
    const seen = async () =>
      (await listMyDevices.execute(here.ctx, undefined)).find((x) => x.current)?.lastSeenAt;
    const first = await seen();
    clock += 60_000;
    await validateSessionToken(d, here.token);
    expect(await seen()).toBe(first);
    clock += 5 * 60_000;
    await validateSessionToken(d, here.token);
    expect(await seen()).toBe(new Date(clock).toISOString());

    await signedIn(d);
    expect(await logOutOtherDevices.execute(here.ctx, {})).toEqual({ ended: 1 });
    expect(await validateSessionToken(d, here.token)).not.toBeNull();
    expect(await validateSessionToken(d, ravi.token)).not.toBeNull();
  });

  it('admin sends a reset link: the mail goes, the answer carries no token', async () => {
    const shop = await openShop(t);
    const user = await signup.execute(ctxFor(shop.deps), asha);
    const result = await sendResetLink.execute(shop.admin, { userId: user.userId });
    expect(JSON.stringify(result)).not.toMatch(/token|[A-Za-z0-9_-]{43}/);
    const token = await mailedToken(asha.email, 'reset-password');
    await resetPassword.execute(ctxFor(shop.deps), { token, password: 'Mango-lassi-77' });
    expect(
      await refusal(() => sendResetLink.execute(shop.shopper, { userId: user.userId })),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('delete my account: password required, reviews and inquiries go, orders stay anonymised, no login', async () => {
    const shop = await openShop(t);
    // A verified address: its inquiries are the account's (accounts.erasure.test.ts has the rest).
    await t.db
      .updateTable('users')
      .set({ emailVerifiedAt: 1 })
      .where('role', '=', 'user')
      .execute();
    const me = await shop.deps.db
      .selectFrom('users')
      .select(['userId', 'email'])
      .where('role', '=', 'user')
      .executeTakeFirstOrThrow();
    const { orderId } = await order(shop);
    await createReview.execute(shop.shopper, {
      frameId: shop.frameId,
      title: 'Lovely',
      rating: 5,
      review: 'Very nice frame',
    });
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Asha',
      email: me.email.toUpperCase(),
      message: 'Do you ship to Pune?',
    });
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Hello there',
    });
    expect(await t.db.selectFrom('reviews').select('ratingId').execute()).toHaveLength(1);
    const wrong = await refusal(() =>
      deleteMyAccount.execute(shop.shopper, { password: 'not-my-password' }),
    );
    expect(wrong.code).toBe('BAD_REQUEST');
    expect(
      await t.db.selectFrom('users').select('userId').where('userId', '=', me.userId).execute(),
    ).toHaveLength(1);

    await deleteMyAccount.execute(shop.shopper, { password: 'Tulsi-garden-42' });
    expect(
      await t.db.selectFrom('users').select('userId').where('userId', '=', me.userId).execute(),
    ).toHaveLength(0);
    expect(await t.db.selectFrom('reviews').select('ratingId').execute()).toHaveLength(0);
    expect(
      (await t.db.selectFrom('contacts').select('email').execute()).map((c) => c.email),
    ).toEqual(['ravi@example.com']);
    expect(
      await t.db
        .selectFrom('sessions')
        .select('sessionId')
        .where('userId', '=', me.userId)
        .execute(),
    ).toHaveLength(0);
    const kept = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      userId: null,
      firstName: 'Asha',
      lastName: 'Rao',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      phone: '',
    });
    expect(kept.email).not.toBe(me.email);
    expect(
      await refusal(() =>
        login.execute(ctxFor(shop.deps), { email: me.email, password: 'Tulsi-garden-42' }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
    // The kept order mails nobody any more: shipping it queues no mail.
    const mailsBefore = await t.db.selectFrom('mail_outbox').select('mailId').execute();
    await setOrderStatus.execute(shop.admin, { orderId, status: 3 });
    const mailsAfter = await t.db.selectFrom('mail_outbox').select('mailId').execute();
    expect(mailsAfter).toHaveLength(mailsBefore.length);
  });

  it('download my data holds the caller’s account, addresses, orders, reviews and inquiries only', async () => {
    const shop = await openShop(t);
    await t.db
      .updateTable('users')
      .set({ emailVerifiedAt: 1 })
      .where('role', '=', 'user')
      .execute();
    await order(shop);
    const mine = (
      await t.db
        .selectFrom('users')
        .select('email')
        .where('role', '=', 'user')
        .executeTakeFirstOrThrow()
    ).email;
    await createReview.execute(shop.shopper, {
      frameId: shop.frameId,
      title: 'Lovely',
      rating: 5,
      review: 'Very nice frame',
    });
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Asha',
      email: mine,
      message: 'Do you ship to Pune?',
    });
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Someone else',
    });
    const other = await signup.execute(ctxFor(shop.deps), { ...asha, email: 'ravi@example.com' });
    const data = await exportMyData.execute(shop.shopper, undefined);
    expect(data.account.email).toMatch(/^asha\d+@example\.com$/);
    expect(data.orders).toHaveLength(1);
    expect(data.addresses).toEqual([
      expect.objectContaining({ city: 'Bengaluru', postalCode: '560001' }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ title: 'Lovely', rating: 5 })]);
    expect(data.inquiries).toEqual([expect.objectContaining({ message: 'Do you ship to Pune?' })]);
    expect(JSON.stringify(data)).not.toContain('Someone else');
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toContain('passwordHash');
  });
});
