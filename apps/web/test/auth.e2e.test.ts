import { describe, expect, it } from 'vitest';
import { createShopper, loginContext, toast, useE2E, VIEWPORTS } from './support/browser';
import { ADMIN } from './support/shop-server';

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  describe(`login and signup popups (${label}, ${viewport.width}px)`, () => {
    const e2e = useE2E(viewport);

    async function openLogin() {
      const { page } = e2e;
      await page.goto('/');
      if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Log In' }).isVisible()).toBe(true);
    }

    async function openSignup() {
      await openLogin();
      await e2e.page.getByRole('button', { name: 'Sign up' }).click();
      await expect
        .poll(() => e2e.page.getByRole('dialog', { name: 'Sign Up' }).isVisible())
        .toBe(true);
    }

    async function fillSignup(values: {
      first: string;
      last: string;
      email: string;
      password: string;
      confirm: string;
    }) {
      const dialog = e2e.page.getByRole('dialog', { name: 'Sign Up' });
      await dialog.getByLabel('First name').fill(values.first);
      await dialog.getByLabel('Last name').fill(values.last);
      await dialog.getByLabel('Email').fill(values.email);
      await dialog.getByLabel('Password', { exact: true }).fill(values.password);
      await dialog.getByLabel('Confirm password').fill(values.confirm);
    }

    it('refuses mismatched passwords without sending anything', async () => {
      const { page } = e2e;
      const signupCalls: string[] = [];
      page.on('request', (r) => r.url().includes('auth.signup') && signupCalls.push(r.url()));
      await openSignup();
      await fillSignup({
        first: 'Meera',
        last: 'Iyer',
        email: `meera-${label}@example.com`,
        password: 'longenough1',
        confirm: 'different1',
      });
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect.poll(() => toast(page, 'Passwords do not match!').isVisible()).toBe(true);
      await expect
        .poll(() =>
          page.getByRole('alert').filter({ hasText: 'Passwords do not match!' }).isVisible(),
        )
        .toBe(true);
      await page.waitForTimeout(300);
      expect(signupCalls).toEqual([]);
      expect(
        await e2e.server.app.deps.db
          .selectFrom('users')
          .select('email')
          .where('email', '=', `meera-${label}@example.com`)
          .execute(),
      ).toEqual([]);
    });

    it('shows the password rule before submitting', async () => {
      await openSignup();
      await expect
        .poll(() => e2e.page.getByText('Password must be 8 to 128 characters').isVisible())
        .toBe(true);
    });

    it('signs up, then opens the login popup about a second later', async () => {
      const { page } = e2e;
      const email = `ravi-${label}@example.com`;
      await openSignup();
      await fillSignup({
        first: 'Ravi',
        last: 'Kumar',
        email,
        password: 'longenough1',
        confirm: 'longenough1',
      });
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await toast(page, 'Signup Successful').waitFor();
      const toastAt = Date.now();
      await page.getByRole('dialog', { name: 'Log In' }).waitFor();
      const delay = Date.now() - toastAt;
      expect(delay).toBeGreaterThanOrEqual(700);
      expect(delay).toBeLessThan(2500);
      expect(
        await page.getByRole('dialog', { name: 'Log In' }).getByLabel('Email').inputValue(),
      ).toBe(email);
      const row = await e2e.server.app.deps.db
        .selectFrom('users')
        .select(['firstName', 'role'])
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row).toEqual({ firstName: 'Ravi', role: 'user' });
    });

    it('shows the server refusing a common password on the password field', async () => {
      const { page } = e2e;
      await openSignup();
      await fillSignup({
        first: 'Common',
        last: 'Choice',
        email: `common-${label}@example.com`,
        password: 'password123',
        confirm: 'password123',
      });
      await page.getByRole('button', { name: 'Sign Up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign Up' });
      const password = dialog.getByLabel('Password', { exact: true });
      await dialog
        .getByRole('alert')
        .filter({
          hasText: 'This password is too common. Please choose one that is harder to guess.',
        })
        .waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
      const described = await Promise.all(
        describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(described).toContain(
        'This password is too common. Please choose one that is harder to guess.',
      );
      await expect.poll(() => toast(page, 'Signup Failed...').isVisible()).toBe(true);
    });

    it('says "Email already exists!" for a duplicate email', async () => {
      const { page } = e2e;
      await createShopper(e2e, `dup-${label}@example.com`);
      await openSignup();
      await fillSignup({
        first: 'Dup',
        last: 'Licate',
        email: `DUP-${label}@example.com`,
        password: 'longenough1',
        confirm: 'longenough1',
      });
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect.poll(() => toast(page, 'Email already exists!').isVisible()).toBe(true);
      expect(await page.getByRole('dialog', { name: 'Sign Up' }).isVisible()).toBe(true);
    });

    it('shows the server message when login fails', async () => {
      const { page } = e2e;
      await openLogin();
      const dialog = page.getByRole('dialog', { name: 'Log In' });
      await dialog.getByLabel('Email').fill(`nobody-${label}@example.com`);
      await dialog.getByLabel('Password').fill('wrong-password');
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await expect
        .poll(() => toast(page, 'Login Failed: Invalid email or password').isVisible())
        .toBe(true);
      // Failing again refreshes that toast rather than stacking a second copy under it.
      const attempts = page.waitForResponse((r) => r.url().includes('auth.login'));
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await attempts;
      await page.waitForTimeout(300);
      expect(await toast(page, 'Login Failed: Invalid email or password').count()).toBe(1);
      // Logging in after all clears the red toast: the problem is behind the shopper.
      const shopper = await createShopper(e2e, `retry-${label}@example.com`);
      await dialog.getByLabel('Email').fill(shopper.email);
      await dialog.getByLabel('Password').fill(shopper.password);
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await toast(page, 'Login Successful').waitFor();
      await expect
        .poll(() => toast(page, 'Login Failed: Invalid email or password').count())
        .toBe(0);
    });

    it('logs a shopper in and lands on / after about 2 seconds', async () => {
      const { page } = e2e;
      const shopper = await createShopper(e2e, `shopper-${label}@example.com`);
      await page.goto('/Aboutpage');
      if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log In' });
      await dialog.getByLabel('Email').fill(shopper.email);
      await dialog.getByLabel('Password').fill(shopper.password);
      // Both moments are taken by the page's own clock: measured from the test runner, a busy
      // machine could notice the toast late and make the wait look shorter than it was.
      await page.evaluate(() => {
        const w = window as unknown as { toastAt?: number; homeAt?: number };
        const watch = window.setInterval(() => {
          if (w.toastAt === undefined && document.body.innerText.includes('Login Successful')) {
            w.toastAt = performance.now();
          }
          if (w.toastAt !== undefined && window.location.pathname === '/') {
            w.homeAt = performance.now();
            window.clearInterval(watch);
          }
        }, 20);
      });
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await toast(page, 'Login Successful').waitFor();
      expect(await dialog.isVisible()).toBe(false);
      await page.waitForURL((url) => url.pathname === '/');
      const waited = await page.waitForFunction(() => {
        const w = window as unknown as { toastAt?: number; homeAt?: number };
        return w.homeAt !== undefined && w.toastAt !== undefined ? w.homeAt - w.toastAt : null;
      });
      expect(await waited.jsonValue()).toBeGreaterThanOrEqual(1500);
      const hint = await page.evaluate(() => localStorage.getItem('token'));
      expect(JSON.parse(hint ?? '{}')).toEqual({ role: 'user', name: 'Asha Rao' });
      expect(hint).not.toMatch(/\./); // the session secret never reaches script
      const cookies = await e2e.context.cookies();
      expect(cookies.find((c) => c.name === 'frameshop_session')?.httpOnly).toBe(true);
    });

    it('logging out on the profile page updates the header at once', async () => {
      const { page } = e2e;
      const shopper = await createShopper(e2e, `leaver-${label}@example.com`);
      await loginContext(e2e, shopper.email, shopper.password);
      await page.goto('/ProfilePage');
      await page.getByRole('heading', { name: 'Your profile' }).waitFor();
      const header = page.getByRole('banner');
      if (viewport.width < 768) await header.getByRole('button', { name: 'Open menu' }).click();
      await header.getByRole('button', { name: 'Asha Rao' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      if (viewport.width < 768) await header.getByRole('button', { name: 'Open menu' }).click();
      // No reload: the navbar stayed mounted and must follow the logout by itself.
      await header.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 3000 });
      expect(await header.getByRole('button', { name: 'Asha Rao' }).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    it('logs an admin in and lands on /admin', async () => {
      const { page } = e2e;
      await openLogin();
      const dialog = page.getByRole('dialog', { name: 'Log In' });
      await dialog.getByLabel('Email').fill(ADMIN.email);
      await dialog.getByLabel('Password').fill(ADMIN.password);
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    });
  });
}
