import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginContext, PHONE, useE2E, VIEWPORTS } from './support/browser';
import { FRAME, payOrder, shopperSession } from './support/orders';

/*
 * A refund's credit note as a printable page (issue 23): the shopper reaches it from the
 * order's invoice in My orders, the admin from the order's invoice; both download its PDF.
 * The payment worker runs, so the simulator's refund completes as it would in the shop.
 * Set CREDIT_SHOTS=<dir> to keep screenshots at 1280 and 390 px.
 */

async function shot(page: Page, name: string) {
  const dir = process.env.CREDIT_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const viewport of [VIEWPORTS.desktop, PHONE]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(dir, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('credit notes', () => {
  const e2e = useE2E(VIEWPORTS.desktop, {
    seedDemo: true,
    jobs: true,
    env: {
      SELLER_LEGAL_NAME: 'Frame Shop LLP',
      SELLER_ADDRESS: '1 Marine Drive, Mumbai 400001',
      SELLER_STATE: 'Maharashtra',
      SELLER_GSTIN: '27AAPFU0939F1ZV',
    },
  });

  it('shopper and admin open a refund’s credit note from the invoice and print or download it', async () => {
    const { page } = e2e;
    const shopper = await shopperSession(e2e);
    const frame = await shopper.get<{ frameSizes: { sizeId: number; remained_qty: number }[] }>(
      'catalogue.frames.byId',
      { frameId: FRAME.id },
    );
    const size = frame.frameSizes.find((v) => v.remained_qty >= 1);
    const order = await shopper.place([
      { kind: 'ready', frameId: FRAME.id, sizeId: size?.sizeId, quantity: 1 },
    ]);
    await payOrder(e2e, shopper, order.orderId);

    // The admin refunds ₹100; the worker completes it and the credit note is issued.
    await loginContext(e2e);
    const origin = { origin: e2e.server.baseUrl };
    const refund = await e2e.context.request.post('/trpc/payment.refund', {
      data: { orderId: order.orderId, amount: 100 },
      headers: origin,
    });
    expect(refund.ok(), await refund.text()).toBe(true);
    const notes = async () => {
      const res = await e2e.context.request.get(
        `/trpc/invoices.forOrder?input=${encodeURIComponent(JSON.stringify({ orderId: order.orderId }))}`,
      );
      const body = (await res.json()) as {
        result: { data: { creditNotes: { refundId: number; number: string }[] } };
      };
      return body.result.data.creditNotes;
    };
    await expect.poll(async () => (await notes()).length, { timeout: 30_000 }).toBe(1);
    const [note] = await notes();
    if (!note) throw new Error('no credit note');

    // The admin, from the order's invoice.
    await page.goto(`/admin/orders/${order.orderId}/invoice`);
    await page.getByRole('link', { name: 'View credit note' }).click();
    await page.waitForURL(`**/admin/orders/${order.orderId}/credit-note/${note.refundId}`);
    const doc = page.locator('[data-invoice]');
    await doc.getByRole('heading', { name: 'Credit note' }).waitFor();
    expect(await doc.locator('[data-invoice-number]').textContent()).toBe(note.number);
    expect(await doc.textContent()).toMatch(/Against invoice FS\/\d\d-\d\d\/\d{6}/);
    await page.getByRole('link', { name: '← Back to the invoice' }).waitFor();

    // The shopper, from My orders: the order's credit notes, then the note itself.
    await e2e.context.clearCookies();
    const me = await shopper.get<{ email: string }>('auth.me');
    await loginContext(e2e, me.email, 'shopper-pass-1');
    await page.goto('/ProfilePage');
    const card = page.locator('li', { hasText: `#${order.orderId}` }).first();
    await card.getByRole('button', { name: 'Details' }).click();
    await card.getByRole('link', { name: 'Credit notes' }).click();
    await page.waitForURL(`**/invoice/${order.orderId}#credit-notes`);
    await page.getByRole('link', { name: 'View credit note' }).click();
    await page.waitForURL(`**/credit-note/${note.refundId}`);
    await doc.getByRole('heading', { name: 'Credit note' }).waitFor();
    const text = (await doc.textContent()) ?? '';
    expect(text).toContain(note.number);
    expect(text).toContain('IGST');
    expect(await doc.locator('[data-invoice-words]').textContent()).toBe('Rupees One Hundred Only');
    await shot(page, 'credit-note');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Someone else's, or none: a clear page, not an error.
    await page.goto('/credit-note/999999');
    await page.getByRole('heading', { name: 'No credit note' }).waitFor();
  }, 120_000);
});
