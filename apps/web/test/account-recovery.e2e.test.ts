import { describe, expect, it } from 'vitest';
import {
  createShopper,
  loginContext,
  seriousA11yViolations,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';

/**
 * Issue 22 in a real browser: a forgotten password reset from the login popup through the
 * e-mail in the outbox to a new login; e-mail verification from its link; the devices list;
 * deleting the account, after a wrong password, from the profile.
 */
describe('account recovery, verification and devices', () => {
  const e2e = useE2E(VIEWPORTS.desktop);

  /** The path of the newest link mailed to `to` (the outbox holds the mail the job sends). */
  async function mailedLink(to: string, path: 'reset-password' | 'verify-email') {
    const rows = await e2e.server.app.deps.db
      .selectFrom('mail_outbox')
      .select('textBody')
      .where('toAddress', '=', to)
      .orderBy('mailId', 'desc')
      .execute();
    for (const { textBody } of rows) {
      const found = textBody.match(new RegExp(`/${path}\\?token=[A-Za-z0-9_-]+`));
      if (found) return found[0];
    }
    throw new Error(`no ${path} link mailed to ${to}`);
  }

  it('resets a forgotten password from the login popup, then logs in with the new one', async () => {
    const { page } = e2e;
    const { email } = await createShopper(e2e, 'forgetful@example.com');
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Email').fill(email);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password?' });
    await expect.poll(() => forgot.getByLabel('Email').inputValue()).toBe(email);
    await forgot.getByRole('button', { name: 'Send the reset link' }).click();
    await expect
      .poll(() =>
        forgot.getByText('If an account exists for that e-mail, we have sent a link').isVisible(),
      )
      .toBe(true);

    await page.goto(await mailedLink(email, 'reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('Mango-lassi-77');
    await page.getByLabel('Confirm new password').fill('Mango-lassi-78');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => page.getByText('Passwords do not match!').isVisible()).toBe(true);
    await page.getByLabel('Confirm new password').fill('Mango-lassi-77');
    await page.getByRole('button', { name: 'Save the new password' }).click();

    // No automatic login: the login popup opens for the new password.
    const again = page.getByRole('dialog', { name: 'Log In' });
    await expect.poll(() => again.isVisible()).toBe(true);
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password').fill('Mango-lassi-77');
    await again.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => toast(page, 'Login').first().isVisible()).toBe(true);
    await expect.poll(() => again.isVisible()).toBe(false);
    const subjects = await e2e.server.app.deps.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('toAddress', '=', email)
      .execute();
    expect(subjects.map((s) => s.subject)).toContain('Your password was changed');
  });

  it('verifies the e-mail from its link and lists devices with this one marked', async () => {
    const { page } = e2e;
    const { email, password } = await createShopper(e2e, 'devices@example.com');
    // A second device, signed in elsewhere.
    await fetch(`${e2e.server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      },
      body: JSON.stringify({ email, password }),
    });
    await loginContext(e2e, email, password);
    await page.goto('/ProfilePage');
    await expect.poll(() => page.getByText('Not verified yet').isVisible()).toBe(true);
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => devices.getByText('This device').isVisible()).toBe(true);
    await expect.poll(() => devices.getByText('Safari 17 on iOS').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await devices.getByRole('button', { name: 'Log out everywhere else' }).click();
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
    const db = e2e.server.app.deps.db;
    const left = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.userId', 'sessions.userId')
      .select('sessions.sessionId')
      .where('users.email', '=', email)
      .execute();
    expect(left).toHaveLength(1);

    await page.goto(await mailedLink(email, 'verify-email'));
    await expect
      .poll(() => page.getByText('Thank you: your e-mail address is verified.').isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect.poll(() => page.getByText('Verified', { exact: true }).isVisible()).toBe(true);
  });

  it('deletes the account from the profile: the password is asked, then no login works', async () => {
    const { page } = e2e;
    const { email, password } = await createShopper(e2e, 'leaving@example.com');
    await loginContext(e2e, email, password);
    await page.goto('/ProfilePage');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect
      .poll(() => dialog.getByText('Your reviews and messages to us are deleted.').isVisible())
      .toBe(true);
    await dialog.getByLabel('Your password').fill('not-the-password-1');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect.poll(() => dialog.getByRole('alert').first().isVisible()).toBe(true);
    const db = e2e.server.app.deps.db;
    const still = await db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', email)
      .execute();
    expect(still).toHaveLength(1);

    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect.poll(() => toast(page, 'Your account is deleted').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const gone = await db.selectFrom('users').select('userId').where('email', '=', email).execute();
    expect(gone).toHaveLength(0);
    const login = await fetch(`${e2e.server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(401);
  });
});
