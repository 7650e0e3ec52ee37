import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CartLine, PricedCart } from '@frameshop/contracts/orders/cart';
import type { OrderDto } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
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

/*
 * Shipment tracking and cash on delivery (issue 23) in the browser: the admin keeps carriers
 * under Delivery, ships an order with a carrier and an AWB from the status drop-down, and the
 * shopper sees the tracking link in My orders; with COD switched on, a shopper places an order
 * paid on delivery, its fee a line of the summary.
 */

/** Set FULFIL_SHOTS=1 to keep screenshots in apps/web/test-results/fulfilment/. */
async function shot(page: Page, name: string, fullPage = true) {
  if (!process.env.FULFIL_SHOTS) return;
  const dir = join(import.meta.dirname, '../test-results/fulfilment');
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // A dialog is shot as the viewport shows it: a full-page shot resizes the page under it.
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage });
}

/** A shopper's fresh account and a bearer token for it. */
async function shopperToken(e2e: E2E, email: string) {
  await createShopper(e2e, email, 'shopper-pass-1', ['Meera', 'Iyer']);
  const login = await fetch(`${e2e.server.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'shopper-pass-1' }),
  });
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

async function readyLine(e2e: E2E): Promise<CartLine> {
  const res = await fetch(
    `${e2e.server.baseUrl}/trpc/catalogue.frames.byId?input=${encodeURIComponent(JSON.stringify({ frameId: FRAME.id }))}`,
  );
  const frame = (await res.json()).result.data as {
    frameSizes: { sizeId: number; remained_qty: number }[];
  };
  const variant = frame.frameSizes.find((v) => v.remained_qty >= 5);
  if (!variant) throw new Error('the demo catalogue changed');
  return { kind: 'ready', frameId: FRAME.id, sizeId: variant.sizeId, quantity: 1 };
}

/** A fresh browser context (CSP bypassed for axe), signed in as `email`, or the admin. */
async function freshContext(e2e: E2E, viewport: { width: number; height: number }, email?: string) {
  await e2e.context.close();
  e2e.context = await e2e.browser.newContext({
    viewport,
    baseURL: e2e.server.baseUrl,
    bypassCSP: true,
  });
  e2e.page = await e2e.context.newPage();
  if (email) await loginContext(e2e, email, 'shopper-pass-1');
  else await loginContext(e2e);
}

for (const viewport of [PHONE, VIEWPORTS.desktop]) {
  describe(`shipment tracking and cash on delivery at ${viewport.width} px`, () => {
    const e2e = useE2E(viewport, { seedDemo: true });
    beforeEach(() => freshContext(e2e, viewport));

    it('the admin ships with a carrier and AWB; the shopper sees the tracking link in My orders', async () => {
      const { page } = e2e;
      const email = `tracking-${viewport.width}@shop.test`;
      const shopper = await shopperToken(e2e, email);
      const placed = await fetch(`${e2e.server.baseUrl}/api/order/create`, {
        method: 'POST',
        headers: { ...shopper, 'content-type': 'application/json' },
        body: JSON.stringify({
          shipping: SHIPPING,
          items: [
            {
              productType: 'pre-listed',
              frameId: FRAME.id,
              sizeId: (await readyLine(e2e)).sizeId,
              quantity: 1,
            },
          ],
        }),
      });
      expect(placed.status).toBe(201);
      const { orderId } = ((await placed.json()) as { data: OrderDto }).data;

      // Delivery: a carrier, its template checked before it is sent.
      await page.goto('/admin/delivery');
      await page.getByRole('heading', { level: 1, name: 'Delivery' }).waitFor();
      await page.getByText('No carriers yet').waitFor();
      await page.getByRole('button', { name: 'Add carrier' }).click();
      const form = page.getByRole('dialog', { name: 'Add carrier' });
      await form.getByLabel('Name').fill('Blue Dart');
      await form.getByLabel('Tracking URL').fill('http://bluedart.example/track?awb={awb}');
      await form.getByRole('button', { name: 'Save carrier' }).click();
      await form
        .getByRole('alert')
        .filter({ hasText: 'Tracking URL must start with https://' })
        .waitFor();
      await form.getByLabel('Tracking URL').fill('https://bluedart.example/track?awb={awb}');
      await form.getByRole('button', { name: 'Save carrier' }).click();
      await toast(page, 'Carrier added').waitFor();
      await form.waitFor({ state: 'detached' });
      await page
        .getByText('https://bluedart.example/track?awb={awb}')
        .filter({ visible: true })
        .waitFor();
      await expect
        .poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 })
        .toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, 'delivery');

      // Shipped asks for the carrier and the AWB; Keep status changes nothing.
      await page.goto(`/admin/orders?search=${orderId}`);
      await page.getByRole('button', { name: `Show details of order #${orderId}` }).click();
      const select = page.locator(`#order-details-${orderId}`).getByLabel('Order status');
      await select.selectOption({ label: 'Shipped' });
      const ship = page.getByRole('dialog', { name: `Ship order #${orderId}` });
      await ship.getByLabel('Carrier').waitFor();
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await ship.getByRole('alert').filter({ hasText: 'Choose a carrier' }).waitFor();
      await ship.getByLabel('Carrier').selectOption('Blue Dart');
      await ship.getByLabel('AWB number').fill('bd 123');
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await ship
        .getByRole('alert')
        .filter({ hasText: 'AWB number must be 6 to 30 letters or digits' })
        .waitFor();
      await shot(page, 'ship-dialog', false);
      await ship.getByRole('button', { name: 'Keep status' }).click();
      await ship.waitFor({ state: 'detached' });
      expect(await select.inputValue()).toBe('1');
      expect((await trpcGet<OrderDto>(e2e, 'orders.byId', { orderId })).status).toBe(1);

      await select.selectOption({ label: 'Shipped' });
      await ship.getByLabel('Carrier').selectOption('Blue Dart');
      await ship.getByLabel('AWB number').fill('bd12345678');
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await toast(page, 'Status updated successfully!').waitFor();
      const shipped = await trpcGet<OrderDto>(e2e, 'orders.byId', { orderId });
      expect(shipped).toMatchObject({
        status: 3,
        carrier: 'Blue Dart',
        trackingNumber: 'BD12345678',
        trackingUrl: 'https://bluedart.example/track?awb=BD12345678',
      });
      await page.getByText('Pending → Shipped (Blue Dart, AWB BD12345678)').first().waitFor();

      // The shopper's My orders: carrier, AWB and the link.
      await freshContext(e2e, viewport, email);
      await e2e.page.goto('/ProfilePage');
      const card = e2e.page.getByRole('listitem', { name: `Order #${orderId}` });
      await card.waitFor();
      await card.getByText('Shipped', { exact: true }).waitFor();
      await card.getByText('BD12345678').waitFor();
      const link = card.getByRole('link', { name: /Track parcel/ });
      expect(await link.getAttribute('href')).toBe('https://bluedart.example/track?awb=BD12345678');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await seriousA11yViolations(e2e.page)).toEqual([]);
      await shot(e2e.page, 'my-orders-tracking');
    });

    it('with cash on delivery switched on, a shopper places an order paid on delivery', async () => {
      const { page } = e2e;
      await page.goto('/admin/delivery');
      const cod = page.getByRole('region', { name: 'Cash on delivery' });
      await cod.getByLabel('Offer cash on delivery at checkout').check();
      await cod.getByLabel('COD fee (₹)').fill('49');
      await cod.getByRole('button', { name: 'Save cash on delivery' }).click();
      await toast(page, 'Cash on delivery offered up to ₹10,000.00').waitFor();

      const email = `cod-${viewport.width}@shop.test`;
      await createShopper(e2e, email, 'shopper-pass-1', ['Meera', 'Iyer']);
      // Cash on delivery needs a verified address (decision 0022): as if the link was opened.
      await e2e.server.app.deps.db
        .updateTable('users')
        .set({ emailVerifiedAt: Date.now() })
        .where('email', '=', email)
        .execute();
      await freshContext(e2e, viewport, email);
      const line = await readyLine(e2e);
      const priced = await trpcGet<PricedCart>(e2e, 'orders.cart.price', { lines: [line] });
      expect(priced.cod).toMatchObject({ enabled: true, offered: true, fee: 49 });
      const shop = e2e.page;
      await shop.goto('/trpc/auth.me');
      await shop.evaluate((l) => localStorage.setItem('cart', JSON.stringify(l)), [line]);
      await shop.goto('/CheckoutPage');
      await shop.getByRole('heading', { name: 'Delivery address' }).waitFor();
      await shop.getByLabel('First name').fill('Meera');
      await shop.getByLabel('Last name').fill('Iyer');
      await shop.getByLabel('Address', { exact: true }).fill('12 MG Road, Indiranagar');
      await shop.getByLabel('City').fill('Bengaluru');
      await shop.getByLabel('State or union territory').selectOption('Karnataka');
      await shop.getByLabel('PIN code').fill('560038');
      await shop.getByLabel('Mobile number').fill('9876543210');

      const payment = shop.getByRole('group', { name: 'Payment' });
      await payment.getByLabel(/Cash on delivery/).check();
      await shop.locator('[data-figure="codFee"]').waitFor();
      expect(await shop.locator('[data-figure="codFee"]').textContent()).toBe(formatRupees(49));
      expect(await shop.locator('[data-figure="grandTotal"]').textContent()).toBe(
        formatRupees(priced.cod.grandTotal),
      );
      expect(await seriousA11yViolations(shop)).toEqual([]);
      await shot(shop, 'checkout-cod');
      await shop.getByRole('button', { name: 'Place order, pay on delivery' }).click();

      await shop.waitForURL('**/order-success?orderId=*');
      await shop
        .getByText(`Pay ${formatRupees(priced.cod.grandTotal)} in cash when your order arrives.`)
        .first()
        .waitFor();
      await shot(shop, 'order-success-cod');
      const mine = await trpcGet<{ data: OrderDto[] }>(e2e, 'orders.mine', { page: 1 });
      expect(mine.data[0]).toMatchObject({
        paymentMethod: 'cod',
        paymentStatus: 'cod due',
        codFee: 49,
        grandTotal: priced.cod.grandTotal,
      });
      // Nothing to pay now: the cart is done with.
      expect(await shop.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    });
  });
}
