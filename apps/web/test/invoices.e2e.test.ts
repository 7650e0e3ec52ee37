import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginContext, PHONE, toast, useE2E, VIEWPORTS } from './support/browser';
import { FRAME, payOrder, shopperSession } from './support/orders';

/*
 * GST tax invoices (issue 23): an admin told by the dashboard that no invoice is issued saves
 * the seller's details (a wrong GSTIN refused on the way); a shopper pays an order, opens its
 * invoice from My orders and downloads the PDF.
 */

/** Set INVOICE_SHOTS=<dir> to keep screenshots at 1280 and 390 px. */
async function shot(page: Page, name: string) {
  const dir = process.env.INVOICE_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const viewport of [VIEWPORTS.desktop, PHONE]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(dir, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  // How it prints: the print stylesheet hides the shell.
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: join(dir, `${name}-print.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

describe('tax invoices', () => {
  const e2e = useE2E(VIEWPORTS.desktop, { seedDemo: true });

  it('admin saves the seller; the shopper opens and downloads the invoice from My orders', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin');
    const notice = page.getByRole('alert').filter({ hasText: 'No tax invoices are being issued' });
    await notice.waitFor();
    await shot(page, 'dashboard-notice');
    await notice.getByRole('link', { name: 'Set the seller details' }).click();
    await page.getByRole('heading', { name: 'Seller details' }).waitFor();
    await page.getByLabel('Legal name').fill('Frame Shop Private Limited');
    await page.getByLabel('Address').fill('4 Residency Road, Bengaluru 560025');
    await page.getByLabel('State').selectOption('Karnataka');
    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Save seller details' }).click();
    await page.getByText('GSTIN must start with 29, the code of the chosen state').waitFor();
    await page.getByLabel('GSTIN').fill('29aapfu0939f1zr');
    await page.getByRole('button', { name: 'Save seller details' }).click();
    await toast(page, 'Seller details saved').waitFor();
    await page.getByText('Saved here.', { exact: false }).waitFor();
    await shot(page, 'tax-settings');

    // A shopper pays an order of one frame (shipped to Karnataka: CGST + SGST).
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

    await e2e.context.clearCookies();
    const me = await shopper.get<{ email: string }>('auth.me');
    await loginContext(e2e, me.email, 'shopper-pass-1');
    await page.goto('/ProfilePage');
    const card = page.locator('li', { hasText: `#${order.orderId}` }).first();
    await card.getByRole('button', { name: 'Details' }).click();
    await card.getByRole('link', { name: 'Tax invoice' }).click();
    await page.waitForURL(`**/invoice/${order.orderId}`);
    const doc = page.locator('[data-invoice]');
    await doc.getByRole('heading', { name: 'Tax invoice' }).waitFor();
    expect(await doc.locator('[data-invoice-number]').textContent()).toMatch(
      /^FS\/\d\d-\d\d\/000001$/,
    );
    const text = (await doc.textContent()) ?? '';
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('CGST');
    expect(text).toContain('29AAPFU0939F1ZR');
    expect(await doc.locator('[data-invoice-words]').textContent()).toMatch(/^Rupees .* Only$/);
    await shot(page, 'invoice');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/^FS-\d\d-\d\d-000001\.pdf$/);

    // Loaded directly, too; and the admin reaches the same invoice from the order.
    await page.reload();
    await doc.getByRole('heading', { name: 'Tax invoice' }).waitFor();
    await e2e.context.clearCookies();
    await loginContext(e2e);
    await page.goto(`/admin/orders?q=${order.orderId}`);
    await page.getByRole('button', { name: `Show details of order #${order.orderId}` }).click();
    const [adminTab] = await Promise.all([
      e2e.context.waitForEvent('page'),
      page.getByRole('link', { name: 'Tax invoice', exact: true }).click(),
    ]);
    await adminTab
      .locator('[data-invoice]')
      .getByRole('heading', { name: 'Tax invoice' })
      .waitFor();
    expect(await adminTab.locator('[data-invoice-number]').textContent()).toMatch(/000001$/);
  }, 90_000);
});
