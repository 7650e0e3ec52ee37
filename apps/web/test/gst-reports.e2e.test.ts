import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginContext, toast, useE2E, VIEWPORTS } from './support/browser';

/*
 * GST reports and the invoice back-fill (issue 23) with the demo orders, which were paid
 * before any seller was set: the admin saves the seller, issues their invoices from the Tax
 * invoices screen after a confirmation naming how many, then opens the sales dashboard's GST
 * section and downloads the invoice register. At 1280 and 390 px.
 * Set GST_SHOTS=<dir> to keep screenshots.
 */

/** The whole page, or only `part` of it (a long page's one section). */
async function shot(page: Page, name: string, part?: Locator) {
  const dir = process.env.GST_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

// One width: the report page has one markup at every width; its phone layout is looked at
// through SHOTS screenshots, and no assertion depended on the width.
for (const viewport of [VIEWPORTS.desktop]) {
  describe(`GST reports at ${viewport.width}px`, () => {
    const e2e = useE2E(viewport, { seedDemo: true });

    it('back-fills the demo orders’ invoices, then downloads the register from the dashboard', async () => {
      const { page } = e2e;
      await loginContext(e2e);
      await page.goto('/admin/tax-invoices');
      const panel = page.locator('section', { has: page.locator('#backfill-heading') });
      const heading = await panel.locator('#backfill-heading').textContent();
      const count = Number(/^(\d+) paid orders? without an invoice$/.exec(heading ?? '')?.[1]);
      expect(count).toBeGreaterThan(10);
      const issue = panel.getByRole('button', {
        name: `Issue invoices for ${count} paid orders without one`,
      });
      // No seller yet: the button waits for one.
      await expect.poll(() => issue.isDisabled()).toBe(true);
      await panel.getByText('Save the seller details below first.').waitFor();

      await page.getByLabel('Legal name').fill('Frame Shop Private Limited');
      await page.getByLabel('Address').fill('4 Residency Road, Bengaluru 560025');
      await page.getByLabel('State').selectOption('Karnataka');
      await page.getByLabel('GSTIN').fill('29AAPFU0939F1ZR');
      await page.getByRole('button', { name: 'Save seller details' }).click();
      await toast(page, 'Seller details saved').waitFor();
      await expect.poll(() => issue.isEnabled()).toBe(true);
      await shot(page, 'backfill');

      // The confirmation names the count; saying no issues nothing.
      await issue.click();
      const dialog = page.getByRole('dialog', { name: `Issue invoices for ${count} paid orders?` });
      await dialog.waitFor();
      await shot(page, 'backfill-confirm');
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => panel.locator('#backfill-heading').textContent()).toBe(heading);

      await issue.click();
      await dialog.getByRole('button', { name: `Issue ${count} invoices` }).click();
      await toast(page, `Issued ${count} invoices`).waitFor();
      await panel.waitFor({ state: 'hidden' });

      // The GST section of the sales dashboard, all time.
      await page.goto('/admin/manage-sales');
      const gst = page.getByTestId('gst-report');
      await gst.getByRole('heading', { name: 'GST' }).waitFor();
      const table = gst.getByRole('table', { name: 'GST by month' });
      await table.waitFor();
      const total = table.locator('tfoot tr');
      expect(Number((await total.locator('td').first().innerText()).split('\n')[0])).toBe(count);
      // The demo orders were placed without discount codes.
      await gst.getByText(/^Discount codes on these invoices: ₹0\.00/).waitFor();
      await gst.scrollIntoViewIfNeeded();
      await shot(page, 'gst-panel', gst);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        gst.getByRole('link', { name: 'Invoice register (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('invoice-register-all.csv');
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const rows = csv.trim().split('\n');
      expect(rows[0]).toContain('Type,Number,Date (IST),Order,Against invoice,Buyer');
      const invoices = rows.filter((r) => r.startsWith('Invoice,'));
      expect(invoices).toHaveLength(count);
      // Back-filled in payment order: numbers run on within each financial year.
      expect(invoices[0]).toMatch(/^Invoice,FS\/\d\d-\d\d\/000001,\d{4}-\d\d-\d\d,#\d+,/);
      for (const r of rows.slice(1)) expect(r).toMatch(/,-?\d+\.\d{2}$/);

      const [b2c] = await Promise.all([
        page.waitForEvent('download'),
        gst.getByRole('link', { name: 'GSTR-1 B2C summary (CSV)' }).click(),
      ]);
      expect(b2c.suggestedFilename()).toBe('gstr1-b2c-all.csv');
      expect(readFileSync(await b2c.path(), 'utf8')).toContain('Place of supply,Rate (%)');
    }, 180_000);
  });
}
