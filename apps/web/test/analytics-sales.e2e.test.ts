import type { SalesSummary } from '@frameshop/contracts/analytics/sales';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { describe, expect, it } from 'vitest';
import { expectScreenMatches, STATUS, serverSales, shot } from './support/analytics';
import { loginContext, seriousA11yViolations, toast, useE2E, VIEWPORTS } from './support/browser';

/*
 * /admin/manage-sales (issue 13) against the real server with the demo orders
 * (~150 over 14 months). Every figure on screen is compared with what the server answers for
 * the same question, asked over tRPC with the admin's cookie.
 * Set ANALYTICS_SHOTS=<dir> to keep screenshots.
 */

describe('sales dashboard at 1280px', () => {
  const e2e = useE2E(VIEWPORTS.desktop, { seedDemo: true });

  it("filters by range and status in the URL, matching the server's figures", async () => {
    const { page } = e2e;
    await loginContext(e2e);
    const all = await serverSales(e2e);
    expect(all.totalOrders).toBeGreaterThan(50);
    expect(all.monthlyTrend.length).toBeGreaterThan(6);

    await page.goto('/admin/manage-sales');
    await page.getByRole('heading', { name: 'Sales Dashboard' }).waitFor();
    await page.getByRole('button', { name: /Select Date Range/ }).waitFor();
    await expectScreenMatches(page, all);
    await page.getByRole('heading', { name: 'Sales Trend' }).waitFor();
    // Indigo bars with rounded corners, from zero.
    const bar = page.locator('.recharts-bar-rectangle rect').first();
    // Tailwind's indigo-500.
    expect(await bar.evaluate((el) => getComputedStyle(el).fill)).toBe('rgb(99, 102, 241)');
    expect(await bar.evaluate((el) => getComputedStyle(el).rx)).toBe('4px');
    expect(
      await page.locator('.recharts-yAxis .recharts-cartesian-axis-tick').first().textContent(),
    ).toBe('₹0');
    await shot(page, 'sales');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Status: Delivered only.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Delivered' });
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('4');
    const delivered = await serverSales(e2e, { status: 4 });
    expect(delivered.totalOrders).toBeLessThan(all.totalOrders);
    await expectScreenMatches(page, delivered);
    const badges = await page.locator('tr[data-order-id] td:nth-child(4)').allInnerTexts();
    expect(new Set(badges)).toEqual(new Set(['Delivered']));

    // Range: three months in the middle of the data, as IST days.
    const m = all.monthlyTrend[Math.floor(all.monthlyTrend.length / 2)];
    if (!m) throw new Error('no months');
    const pad = (n: number) => String(n).padStart(2, '0');
    const from = `${m.year}-${pad(m.month)}-01`;
    const end = new Date(Date.UTC(m.year, m.month + 2, 0));
    const to = `${end.getUTCFullYear()}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}`;
    await page.getByRole('button', { name: /Select Date Range/ }).click();
    await page.getByLabel('From').fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get('from'), params.get('to'), params.get('status')];
      })
      .toEqual([from, to, '4']);
    const ranged = await serverSales(e2e, { from, to, status: 4 });
    expect(ranged.monthlyTrend.length).toBeLessThanOrEqual(3);
    await expectScreenMatches(page, ranged);
    await page
      .getByRole('button', { name: /Date range/ })
      .filter({ hasText: ' – ' })
      .waitFor();

    // A reload keeps the view; 'All statuses' widens it again.
    await page.reload();
    await expectScreenMatches(page, ranged);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBeNull();
    await expectScreenMatches(page, await serverSales(e2e, { from, to }));
    await shot(page, 'sales-ranged');
  });

  it('changes a status from the Recent Orders table', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin/manage-sales');
    const before = await serverSales(e2e);
    await expectScreenMatches(page, before);
    // Pending to Processing: Shipped asks for the carrier first (fulfil.e2e covers that dialog).
    const order = before.recentOrders.find((o) => o.status === 1 && o.paymentStatus === 'paid');
    if (!order) throw new Error('no order to change');
    const row = page.locator(`tr[data-order-id="${order.orderId}"]`);
    expect(await row.innerText()).toContain(`#${order.orderId}`);
    expect(await row.innerText()).toContain(`${order.firstName} ${order.lastName}`);
    expect(await row.innerText()).toContain(formatRupees(order.grandTotal));

    const select = page.getByLabel(`Status of order #${order.orderId}`);
    expect(await select.locator('option').allInnerTexts()).toEqual(STATUS.slice(1));
    await select.selectOption({ label: 'Processing' });
    await toast(page, 'Status updated successfully!').waitFor();
    await expect.poll(() => row.locator('td').nth(3).innerText()).toBe('Processing');
    const after = await serverSales(e2e);
    expect(after.recentOrders.find((o) => o.orderId === order.orderId)?.status).toBe(2);
    // The distribution moved with it.
    await expectScreenMatches(page, after);
    const processing = (s: SalesSummary) =>
      s.statusDistribution.find((d) => d.status === 2)?.count ?? 0;
    expect(processing(after)).toBe(processing(before) + 1);
  });

  it('exports the figures of the chosen view as a CSV', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin/manage-sales?status=2');
    const link = page.getByRole('link', { name: 'Export CSV' });
    await link.waitFor();
    const href = await link.getAttribute('href');
    expect(href).toBe('/api/analytics/sales.csv?status=2');
    const file = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        disposition: res.headers.get('content-disposition'),
        text: await res.text(),
      };
    }, href as string);
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/csv/);
    expect(file.disposition).toMatch(/^attachment; filename="sales-.*\.csv"$/);
    const lines = file.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Section,Item,Count,Amount (₹),Note');
    expect(lines).toContain('Filter,Status,,,Processing');

    // The link is a real download.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-.*\.csv$/);
  });
});
