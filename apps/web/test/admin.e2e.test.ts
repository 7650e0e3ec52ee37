import { describe, expect, it } from 'vitest';
import { createShopper, loginContext, PHONE, toast, useE2E, VIEWPORTS } from './support/browser';
import { ADMIN } from './support/shop-server';

describe('admin guard and shell (desktop)', () => {
  const e2e = useE2E(VIEWPORTS.desktop);

  it('sends a shopper opening /admin back home with "Access denied: Admins only"', async () => {
    const { page } = e2e;
    const shopper = await createShopper(e2e, 'nosy@example.com');
    await loginContext(e2e, shopper.email, shopper.password);
    await page.goto('/admin/users');
    await expect.poll(() => toast(page, 'Access denied: Admins only').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'User Management' }).count()).toBe(0);
  });

  it('asks a visitor to log in, then grants access after an admin login in the popup', async () => {
    const { page } = e2e;
    await page.goto('/admin');
    await expect
      .poll(() => toast(page, 'Please Login With Admin Credentials').isVisible())
      .toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.waitFor();
    // The guard's popup links to signup and back.
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await page
      .getByRole('dialog', { name: 'Sign Up' })
      .getByRole('button', { name: 'Login' })
      .click();
    await dialog.getByLabel('Email').fill(ADMIN.email);
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => toast(page, 'Admin access granted').isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });

  it('searches users and deletes one after confirmation', async () => {
    const { page } = e2e;
    await createShopper(e2e, 'kavya@example.com', 'shopper-pass-1', ['Kavya', 'Nair']);
    await createShopper(e2e, 'arjun@example.com', 'shopper-pass-1', ['Arjun', 'Mehta']);
    await loginContext(e2e);
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('cell', { name: 'kavya@example.com' }).waitFor();

    await page.getByLabel('Search users').fill('KAVYA');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByLabel('Search users').fill('admin');
    await expect
      .poll(() => page.locator('tbody tr').allTextContents())
      .toEqual([expect.stringContaining(ADMIN.email)]);
    await page.getByLabel('Search users').fill('no such person');
    await page.getByText('No users found').waitFor();

    await page.getByLabel('Search users').fill('kavya');
    let confirmText = '';
    page.once('dialog', (d) => {
      confirmText = d.message();
      void d.accept();
    });
    await page.getByRole('button', { name: 'Delete Kavya Nair' }).click();
    await expect.poll(() => toast(page, 'User deleted successfully!').isVisible()).toBe(true);
    expect(confirmText).toContain('kavya@example.com');
    await page.getByText('No users found').waitFor();
    const left = await e2e.server.app.deps.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'kavya@example.com')
      .execute();
    expect(left).toEqual([]);
  });

  it('shows toasts top-right below the top bar, clear of its search box and Logout', async () => {
    const { page } = e2e;
    await createShopper(e2e, 'toasted@example.com', 'shopper-pass-1', ['Toast', 'Ed']);
    await loginContext(e2e);
    await page.goto('/admin/users');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete Toast Ed' }).click();
    const shown = toast(page, 'User deleted successfully!');
    await expect.poll(() => shown.isVisible()).toBe(true);
    await page.waitForTimeout(500); // sonner slides the toast in
    const box = await shown.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    if (!box || !header) throw new Error('toast or header not laid out');
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.x + box.width).toBeGreaterThan(VIEWPORTS.desktop.width / 2); // still on the right
    for (const control of [
      page.getByRole('button', { name: 'Logout' }),
      page.getByLabel('Search admin'),
    ]) {
      const c = await control.boundingBox();
      if (!c) throw new Error('control not laid out');
      const overlaps =
        box.x < c.x + c.width &&
        c.x < box.x + box.width &&
        box.y < c.y + c.height &&
        c.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
  });

  it('keeps the user when the confirmation is dismissed', async () => {
    const { page } = e2e;
    await createShopper(e2e, 'stays@example.com', 'shopper-pass-1', ['Stays', 'Here']);
    await loginContext(e2e);
    await page.goto('/admin/users');
    page.once('dialog', (d) => void d.dismiss());
    await page.getByRole('button', { name: 'Delete Stays Here' }).click();
    await page.waitForTimeout(300);
    expect(await page.getByRole('cell', { name: 'stays@example.com' }).isVisible()).toBe(true);
    const row = await e2e.server.app.deps.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'stays@example.com')
      .execute();
    expect(row).toHaveLength(1);
  });

  it('logout clears all local storage and goes to /', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin');
    await page.evaluate(() => {
      localStorage.setItem('token', JSON.stringify({ role: 'admin', name: 'Shop Admin' }));
      localStorage.setItem('cart', '[]');
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const me = await e2e.context.request.get('/trpc/auth.me');
    expect((await me.json()).result.data).toBeNull();
  });
});

describe('admin shell at 800px', () => {
  const e2e = useE2E(VIEWPORTS.narrow);

  it('opens the sidebar as a drawer that closes after a link is clicked', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    expect(await drawer.count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0); // no static sidebar
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
  });

  it('closes the drawer with Escape', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('dialog', { name: 'Admin menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Admin menu' }).waitFor({ state: 'detached' });
  });
});

describe('admin lists on a phone (390px)', () => {
  const e2e = useE2E(PHONE);

  /** Nothing sticks out sideways, and the element lies wholly inside the viewport. */
  async function expectWithinViewport(locator: import('playwright-core').Locator) {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const scrollWidth = await e2e.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  }

  it('shows users as cards: whole e-mails, Delete within reach', async () => {
    const { page } = e2e;
    await createShopper(e2e, 'lakshmi.venkataraman@example.com', 'shopper-pass-1', [
      'Lakshmi',
      'Venkataraman',
    ]);
    await loginContext(e2e);
    await page.goto('/admin/users');
    // The card's value (a <dd>): the hidden desktop table does not count.
    const email = page
      .getByRole('definition')
      .filter({ hasText: 'lakshmi.venkataraman@example.com' });
    await email.waitFor();
    // One line: the address is not broken letter by letter.
    expect((await email.boundingBox())?.height).toBeLessThan(30);
    await expectWithinViewport(email);
    await expectWithinViewport(page.getByRole('button', { name: 'Delete Lakshmi Venkataraman' }));
  });

  it('keeps the price table actions reachable', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    const call = async (path: string, data: unknown) => {
      const res = await e2e.context.request.post(`/trpc/${path}`, {
        data,
        headers: { origin: e2e.server.baseUrl },
      });
      if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()).result.data;
    };
    const material = await call('catalogue.materials.create', { name: 'Metal Print' });
    const frameMaterial = await call('catalogue.frameMaterials.create', { name: 'Sheesham Wood' });
    await call('catalogue.prices.addPair', {
      materialId: material.materialId,
      frameMaterialId: frameMaterial.frameMaterialId,
      pricePerSqft: 390,
    });
    await page.goto('/admin/prices');
    const edit = page.getByRole('button', { name: 'Edit Metal Print Sheesham Wood' });
    await edit.waitFor();
    await expectWithinViewport(edit);
    await expectWithinViewport(
      page.getByRole('button', { name: 'Delete Metal Print Sheesham Wood' }),
    );
    await edit.click();
    await page.getByRole('dialog', { name: 'Edit Price' }).waitFor();
  });
});
