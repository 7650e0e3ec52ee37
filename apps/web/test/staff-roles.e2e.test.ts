import { mkdirSync } from 'node:fs';
import type { OrderDto } from '@frameshop/contracts/orders/orders';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { trpcGet } from './support/analytics';
import {
  createShopper,
  type E2E,
  loginContext,
  PHONE,
  seriousA11yViolations,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';
import { FRAME, SHIPPING } from './support/orders';
import { ADMIN } from './support/shop-server';

/*
 * Staff roles in the browser (docs/decisions/0024-staff-roles-and-permissions.md): a Fulfilment
 * person sees only Orders and Stock in the sidebar, ships an order, and meets "You don't have
 * access to this" (naming the permission) on sales and prices; no refund is offered and the
 * refund call itself is refused. The owner's Staff and Roles screens, at 390 and 1280 px.
 */

/** Set STAFF_SHOTS=<dir> to keep screenshots there. */
async function shot(page: Page, name: string) {
  const dir = process.env.STAFF_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

async function json(res: Response) {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.json();
}

async function bearerOf(e2e: E2E, email: string, password: string) {
  const login = await json(
    await fetch(`${e2e.server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  return { authorization: `Bearer ${login.token as string}`, 'content-type': 'application/json' };
}

/** A shopper's account given the Fulfilment role by the owner over REST. */
async function fulfilmentPerson(e2e: E2E, email: string, name = ['Kiran', 'Das']) {
  await createShopper(e2e, email, 'staff-pass-1', name);
  const owner = await bearerOf(e2e, ADMIN.email, ADMIN.password);
  const roles = await json(
    await fetch(`${e2e.server.baseUrl}/api/staff/roles`, { headers: owner }),
  );
  const fulfilment = (roles.data as { roleId: number; name: string }[]).find(
    (r) => r.name === 'Fulfilment',
  );
  const user = await e2e.server.app.deps.db
    .selectFrom('users')
    .select('userId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await json(
    await fetch(`${e2e.server.baseUrl}/api/staff/${user.userId}/role`, {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify({ roleId: fulfilment?.roleId }),
    }),
  );
  return owner;
}

/** An order placed by a fresh shopper over REST, and a carrier to ship it with. */
async function orderToShip(e2e: E2E, owner: Record<string, string>, width: number) {
  const email = `buyer-${width}@shop.test`;
  await createShopper(e2e, email, 'shopper-pass-1', ['Meera', 'Iyer']);
  const shopper = await bearerOf(e2e, email, 'shopper-pass-1');
  const frame = await json(
    await fetch(
      `${e2e.server.baseUrl}/trpc/catalogue.frames.byId?input=${encodeURIComponent(JSON.stringify({ frameId: FRAME.id }))}`,
    ),
  );
  const variant = (frame.result.data.frameSizes as { sizeId: number; remained_qty: number }[]).find(
    (v) => v.remained_qty >= 5,
  );
  const placed = await json(
    await fetch(`${e2e.server.baseUrl}/api/order/create`, {
      method: 'POST',
      headers: shopper,
      body: JSON.stringify({
        shipping: SHIPPING,
        items: [
          { productType: 'pre-listed', frameId: FRAME.id, sizeId: variant?.sizeId, quantity: 1 },
        ],
      }),
    }),
  );
  // A carrier to ship with (Delivery settings are not Fulfilment's: the owner adds it).
  await fetch(`${e2e.server.baseUrl}/trpc/orders.carriers.create`, {
    method: 'POST',
    headers: { ...owner, origin: e2e.server.baseUrl },
    body: JSON.stringify({
      name: `Blue Dart ${width}`,
      trackingUrl: 'https://bluedart.example/track?awb={awb}',
    }),
  });
  return (placed.data as OrderDto).orderId;
}

for (const viewport of [PHONE, VIEWPORTS.desktop]) {
  describe(`staff roles at ${viewport.width} px`, () => {
    const e2e = useE2E(viewport, { seedDemo: true });
    beforeEach(async () => {
      await e2e.context.close();
      e2e.context = await e2e.browser.newContext({ viewport, baseURL: e2e.server.baseUrl });
      e2e.page = await e2e.context.newPage();
    });

    it('a Fulfilment person ships an order but cannot refund, change prices or see sales', async () => {
      const email = `packer-${viewport.width}@shop.test`;
      const owner = await fulfilmentPerson(e2e, email);
      const orderId = await orderToShip(e2e, owner, viewport.width);
      await loginContext(e2e, email, 'staff-pass-1');
      const { page } = e2e;

      // The admin's door leads to Orders; the menu lists only what the role may use.
      await page.goto('/admin');
      await page.waitForURL(/\/admin\/orders/);
      await page.getByRole('heading', { level: 1, name: 'Order Management' }).waitFor();
      if (viewport.width < 1024)
        await page.getByRole('button', { name: 'Open admin menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Admin' }).filter({ visible: true });
      await menu.getByRole('link', { name: 'Orders' }).waitFor();
      expect(await menu.getByRole('listitem').allTextContents()).toEqual(['Stock', 'Orders']);
      if (viewport.width < 1024) await page.keyboard.press('Escape');

      // Ships the order with a carrier and an AWB.
      await page.goto(`/admin/orders?search=${orderId}`);
      await page.getByRole('button', { name: `Show details of order #${orderId}` }).click();
      const select = page.locator(`#order-details-${orderId}`).getByLabel('Order status');
      await select.selectOption({ label: 'Shipped' });
      const ship = page.getByRole('dialog', { name: `Ship order #${orderId}` });
      await ship.getByLabel('Carrier').selectOption(`Blue Dart ${viewport.width}`);
      await ship.getByLabel('AWB number').fill('bd12345678');
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await toast(page, 'Status updated successfully!').waitFor();
      const shipped = await trpcGet<OrderDto>(e2e, 'orders.byId', { orderId });
      expect(shipped.status).toBe(3);
      // No refund form is offered, and the call itself is refused.
      expect(await page.getByRole('button', { name: /Refund/ }).count()).toBe(0);
      const refund = await page.request.post('/trpc/payment.refund', {
        data: { orderId, amount: 1 },
        headers: { origin: e2e.server.baseUrl },
      });
      expect(refund.status()).toBe(403);

      // Sales and prices: one clear screen each, naming the permission, and no error toasts.
      for (const [path, permission] of [
        ['/admin/manage-sales', 'analytics:read'],
        ['/admin/prices', 'catalogue:write'],
      ] as const) {
        await page.goto(path);
        const screen = page.getByRole('region', { name: "You don't have access to this" });
        await screen.waitFor();
        await screen.getByText(permission).waitFor();
        await shot(page, `no-access-${permission.replace(':', '-')}`);
        expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      const sales = await page.request.get('/trpc/analytics.dashboard');
      expect(sales.status()).toBe(403);
    });

    it("the owner's Staff and Roles screens: the matrix, built-in roles read-only, a custom role, a role change", async () => {
      const email = `helper-${viewport.width}@shop.test`;
      await fulfilmentPerson(e2e, email, ['Ravi', 'Nair']);
      await loginContext(e2e);
      const { page } = e2e;
      await page.goto('/admin/roles');
      await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
      const table = page.getByRole('table', { name: 'Permissions of each role' });
      await table.getByRole('columnheader', { name: /Fulfilment/ }).waitFor();
      // Built-in roles have no Edit or Delete.
      expect(await page.getByRole('button', { name: 'Edit Owner' }).count()).toBe(0);
      const violations = await seriousA11yViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
      await shot(page, 'roles');

      await page.getByRole('button', { name: 'New role' }).click();
      const dialog = page.getByRole('dialog', { name: 'New role' });
      await dialog.getByLabel('Name').fill(`Packer ${viewport.width}`);
      await dialog.getByRole('checkbox', { name: /orders:read/ }).check();
      await dialog.getByRole('button', { name: 'Create role' }).click();
      await toast(page, `Role Packer ${viewport.width} saved`).waitFor();
      await table
        .getByRole('columnheader', { name: new RegExp(`Packer ${viewport.width}`) })
        .waitFor();

      await page.goto('/admin/staff');
      await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
      const row = page.getByText(email).filter({ visible: true });
      await row.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, 'staff');
      await page.getByRole('button', { name: 'Invite someone' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite someone' });
      await invite.getByLabel('E-mail').fill(`new-${viewport.width}@shop.test`);
      await invite.getByLabel('First name').fill('Asha');
      await invite.getByLabel('Last name').fill('Rao');
      await invite.getByLabel('Role').selectOption({ label: 'Content editor' });
      await shot(page, 'invite');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await toast(page, 'Invitation sent').waitFor();
      // The toast sits over the header's buttons at 1280 px: wait for it to go.
      await expect
        .poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 })
        .toBe(0);
      await page
        .getByRole('button', { name: 'Change role: Ravi Nair' })
        .filter({ visible: true })
        .click();
      const change = page.getByRole('dialog', { name: /Role of/ });
      await change.getByLabel('Role').selectOption({ label: `Packer ${viewport.width}` });
      await change.getByRole('button', { name: 'Save role' }).click();
      await toast(page, `is now Packer ${viewport.width}`).waitFor();
    });
  });
}
