import { formatRupees } from '@frameshop/contracts/shared/format';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { trpcGet } from './support/analytics';
import { type E2E, loginContext, PHONE, toast, useE2E, VIEWPORTS } from './support/browser';
import { FRAME, payOrder, shopperSession, shot } from './support/orders';

/*
 * Issue 24: choosing Cancelled for a paid order used to refund it at once. Wherever an admin
 * changes a status (the order's panel, the sales dashboard's Recent Orders), Cancelled now
 * asks first, naming the refund, and nothing moves until the admin says yes.
 */

interface OrderState {
  status: number;
  paymentStatus: string;
  refunded: number;
  grandTotal: number;
}

/** A paid order of one ready-made frame, paid through the simulator as a shopper would. */
async function paidOrder(e2e: E2E) {
  const shopper = await shopperSession(e2e, ['Ravi', 'Menon']);
  const frame = await shopper.get<{ frameSizes: { sizeId: number; remained_qty: number }[] }>(
    'catalogue.frames.byId',
    { frameId: FRAME.id },
  );
  const variant = frame.frameSizes.find((v) => v.remained_qty >= 1);
  if (!variant) throw new Error('the demo catalogue changed');
  const order = await shopper.place([
    { kind: 'ready', frameId: FRAME.id, sizeId: variant.sizeId, quantity: 1 },
  ]);
  await payOrder(e2e, shopper, order.orderId);
  return order.orderId;
}

const orderState = (e2e: E2E, orderId: number) =>
  trpcGet<OrderState>(e2e, 'orders.byId', { orderId });

async function expectDialog(page: Page, orderId: number, total: number) {
  const dialog = page.getByRole('dialog', {
    name: `Cancel order #${orderId} and refund ${formatRupees(total)} to the shopper?`,
  });
  await dialog.waitFor();
  const text = await dialog.innerText();
  expect(text).toContain(`${formatRupees(total)} goes back to the shopper through PhonePe.`);
  expect(text).toContain('Its ready-made frames go back on sale.');
  return dialog;
}

for (const viewport of [PHONE, VIEWPORTS.desktop]) {
  describe(`cancelling a paid order asks first, at ${viewport.width} px`, () => {
    const e2e = useE2E(viewport, { seedDemo: true });

    it('in the order panel: Keep order changes nothing; yes cancels and starts the refund', async () => {
      const { page } = e2e;
      const orderId = await paidOrder(e2e);
      await loginContext(e2e);
      const before = await orderState(e2e, orderId);
      expect(before).toMatchObject({ status: 1, paymentStatus: 'paid', refunded: 0 });

      await page.goto(`/admin/orders?search=${orderId}`);
      await page.getByRole('button', { name: `Show details of order #${orderId}` }).click();
      const select = page.locator(`#order-details-${orderId}`).getByLabel('Order status');
      await select.selectOption({ label: 'Cancelled' });
      let dialog = await expectDialog(page, orderId, before.grandTotal);
      await shot(page, 'cancel-confirmation');
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await select.inputValue()).toBe('1');
      // Nothing moved: still pending and paid, nothing refunded.
      expect(await orderState(e2e, orderId)).toEqual(before);

      // Esc is a no too.
      await select.selectOption({ label: 'Cancelled' });
      dialog = await expectDialog(page, orderId, before.grandTotal);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await orderState(e2e, orderId)).toEqual(before);

      await select.selectOption({ label: 'Cancelled' });
      dialog = await expectDialog(page, orderId, before.grandTotal);
      await dialog
        .getByRole('button', { name: `Cancel and refund ${formatRupees(before.grandTotal)}` })
        .click();
      await toast(
        page,
        `Order cancelled; refund of ${formatRupees(before.grandTotal)} started`,
      ).waitFor();
      const after = await orderState(e2e, orderId);
      expect(after.status).toBe(5);
      expect(['refund pending', 'refunded']).toContain(after.paymentStatus);
    });

    it('in the sales dashboard: Cancelled asks first there too', async () => {
      const { page } = e2e;
      const orderId = await paidOrder(e2e);
      await loginContext(e2e);
      const before = await orderState(e2e, orderId);
      await page.goto('/admin/manage-sales');
      const select = page.getByLabel(`Status of order #${orderId}`);
      await select.selectOption({ label: 'Cancelled' });
      const dialog = await expectDialog(page, orderId, before.grandTotal);
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await orderState(e2e, orderId)).toEqual(before);
    });
  });
}
