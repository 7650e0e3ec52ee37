import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  DashboardSummary,
  SalesInput,
  SalesSummary,
} from '@frameshop/contracts/analytics/sales';
import { formatRupees } from '@frameshop/contracts/shared/format';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2E } from './browser';

/*
 * What the dashboard suites share: screenshots on request (ANALYTICS_SHOTS=<dir>), the
 * server's own answers over tRPC with the admin's cookie, the figures read off the screen and
 * the figures expected from a sales summary.
 */

export async function shot(page: Page, name: string) {
  const dir = process.env.ANALYTICS_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  // A long phone page is also kept in parts, readable at full size.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const PART = 1600;
  for (let y = 0, i = 1; height > 2 * PART && y < height; y += PART, i++) {
    await page.screenshot({
      path: join(dir, `${name}-${width}-part${i}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(PART, height - y) },
    });
  }
}

export async function trpcGet<T>(e2e: E2E, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await e2e.context.request.get(`/trpc/${path}${query}`);
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()).result.data as T;
}
export const serverDashboard = (e2e: E2E) => trpcGet<DashboardSummary>(e2e, 'analytics.dashboard');
export const serverSales = (e2e: E2E, input: SalesInput = {}) =>
  trpcGet<SalesSummary>(e2e, 'analytics.sales', input);

export const count = (page: Page, key: string) => page.locator(`[data-count="${key}"]`);
export const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`);
export const lastUpdated = (page: Page) => page.getByTestId('last-updated');

export async function submitInquiries(e2e: E2E) {
  for (const [i, name] of ['Ravi Kumar', 'Neha Sharma', 'Imran Khan'].entries()) {
    const res = await fetch(`${e2e.server.baseUrl}/api/contact/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: `inquiry${i}@example.com`,
        message: `Question number ${i} about a 12x18 frame`,
        inquiryType: i === 0 ? '' : 'Bulk order',
      }),
    });
    if (res.status !== 201) throw new Error(`contact: ${res.status} ${await res.text()}`);
  }
}

/** The cards, chart, status panel and tables as they stand, to compare with the server. */
export async function screenFigures(page: Page) {
  const figures = page.getByTestId('sales-figures');
  return {
    totalSales: await figure(page, 'total-sales').innerText(),
    totalOrders: await figure(page, 'total-orders').innerText(),
    avg: await figure(page, 'avg-order-value').innerText(),
    statuses: await figures
      .locator('[data-status-count]')
      .allInnerTexts()
      .then((rows) => rows.map((r) => r.replace(/\s+/g, ' ').trim())),
    months: await figures
      .getByRole('table', { name: 'Monthly figures' })
      .locator('tbody tr')
      .allInnerTexts()
      .then((rows) => rows.map((r) => r.replace(/\s+/g, ' ').trim())),
    products: await figures
      .locator('[data-product-id]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-product-id')))),
    orders: await figures
      .locator('tr[data-order-id]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-order-id')))),
    bars: await figures.locator('.recharts-bar-rectangle').count(),
  };
}

export const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
export const STATUS = ['', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];

/** What screenFigures should read for the server's answer. */
export function expectedFigures(s: SalesSummary) {
  const per = (code: number) => s.statusDistribution.find((d) => d.status === code)?.count ?? 0;
  return {
    totalSales: formatRupees(s.totalSales),
    totalOrders: s.totalOrders.toLocaleString('en-IN'),
    avg: formatRupees(s.avgOrderValue),
    statuses: [1, 2, 3, 4, 5].map((c) => `${STATUS[c]} ${per(c).toLocaleString('en-IN')}`),
    months: s.monthlyTrend.map((m) =>
      [
        `${SHORT_MONTHS[m.month - 1]} ${m.year}`,
        m.orders,
        formatRupees(m.totalSales),
        formatRupees(m.avgOrderValue),
      ].join(' '),
    ),
    products: s.topProducts.map((p) => p.productId),
    orders: s.recentOrders.map((o) => o.orderId),
    bars: s.monthlyTrend.filter((m) => m.totalSales > 0).length,
  };
}

export async function expectScreenMatches(page: Page, s: SalesSummary) {
  const expected = expectedFigures(s);
  await expect
    .poll(async () => {
      if (await page.getByText('Updating...').isVisible()) return 'updating';
      return screenFigures(page);
    })
    .toEqual(expected);
}
