import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  DashboardSummary,
  SalesInput,
  SalesSummary,
} from '@frameshop/contracts/analytics/sales';
import { formatRupees } from '@frameshop/contracts/shared/format';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type E2E,
  loginContext,
  PHONE,
  seriousA11yViolations,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';
import { ADMIN } from './support/shop-server';

/*
 * /admin and /admin/manage-sales (issue 13) against the real server with the demo orders
 * (~150 over 14 months). Every figure on screen is compared with what the server answers for
 * the same question, asked over tRPC with the admin's cookie.
 * Set ANALYTICS_SHOTS=<dir> to keep screenshots.
 */

async function shot(page: Page, name: string) {
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

async function trpcGet<T>(e2e: E2E, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await e2e.context.request.get(`/trpc/${path}${query}`);
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()).result.data as T;
}
const serverDashboard = (e2e: E2E) => trpcGet<DashboardSummary>(e2e, 'analytics.dashboard');
const serverSales = (e2e: E2E, input: SalesInput = {}) =>
  trpcGet<SalesSummary>(e2e, 'analytics.sales', input);

const count = (page: Page, key: string) => page.locator(`[data-count="${key}"]`);
const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`);
const lastUpdated = (page: Page) => page.getByTestId('last-updated');

async function submitInquiries(e2e: E2E) {
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
async function screenFigures(page: Page) {
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

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const STATUS = ['', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];

/** What screenFigures should read for the server's answer. */
function expectedFigures(s: SalesSummary) {
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

async function expectScreenMatches(page: Page, s: SalesSummary) {
  const expected = expectedFigures(s);
  await expect
    .poll(async () => {
      if (await page.getByText('Updating...').isVisible()) return 'updating';
      return screenFigures(page);
    })
    .toEqual(expected);
}

describe('admin dashboard at 1280px', () => {
  const e2e = useE2E(VIEWPORTS.desktop, { seedDemo: true });
  beforeAll(async () => {
    await submitInquiries(e2e);
  });

  it("shows the server's counts and recent inquiries, links each card, and refreshes", async () => {
    const { page } = e2e;
    await loginContext(e2e);
    const server = await serverDashboard(e2e);
    expect(server.recentInquiries.length).toBeGreaterThanOrEqual(3);
    expect(server.counts.orders).toBeGreaterThan(100); // the demo orders are there

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (const key of ['users', 'frames', 'orders', 'contacts'] as const) {
      await expect
        .poll(() => count(page, key).innerText())
        .toBe(server.counts[key].toLocaleString('en-IN'));
    }
    const links = page.getByRole('list', { name: 'Counts' }).getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/admin/users',
      '/admin/frame',
      '/admin/orders',
      '/admin/contact',
    ]);

    // The latest inquiries, newest first, as the server lists them.
    const inquiries = page.getByRole('list', { name: 'Recent inquiries' }).locator('li');
    expect(
      await inquiries.evaluateAll((lis) => lis.map((li) => Number(li.dataset.inquiryId))),
    ).toEqual(server.recentInquiries.map((q) => q.contactId));
    expect(await inquiries.first().innerText()).toContain(server.recentInquiries[0]?.name);
    expect(await inquiries.allInnerTexts()).toContainEqual(expect.stringContaining('General'));

    // Sales at a glance and what needs doing.
    expect(await figure(page, 'today').innerText()).toBe(formatRupees(server.todaySales));
    expect(await figure(page, 'month').innerText()).toBe(formatRupees(server.monthSales));
    expect(await figure(page, 'awaiting').innerText()).toBe(String(server.awaitingAction));
    expect(
      await page.getByRole('link', { name: 'Regular orders awaiting action' }).getAttribute('href'),
    ).toBe('/admin/orders?status=1&payment=paid');
    const lowStock = page.getByRole('list', { name: 'Low stock' }).getByRole('link');
    if (server.lowStock.length > 0) {
      expect(await lowStock.first().getAttribute('href')).toBe(
        `/admin/frame/${server.lowStock[0]?.frameId}`,
      );
    }
    for (const label of ['Manage Users', 'Manage Frames', 'Manage Orders', 'Manage Contact']) {
      await page.getByRole('link', { name: label }).waitFor();
    }
    await shot(page, 'dashboard');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Refresh: one request however fast the clicks (500 ms debounce), and a new time.
    const before = await lastUpdated(page).innerText();
    expect(before).toMatch(/^Last updated: \d/);
    await page.waitForTimeout(1100); // the time shows seconds
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('analytics.dashboard')) calls.push(r.url());
    });
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.click();
    await refresh.click();
    await refresh.click();
    await expect.poll(() => lastUpdated(page).innerText()).not.toBe(before);
    await page.waitForTimeout(600);
    expect(calls).toHaveLength(1);
  });

  it('shows the error banner, the toast and -- when a load fails, and recovers on Retry', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin');
    await expect.poll(() => count(page, 'orders').innerText()).not.toBe('--');
    await page.getByRole('list', { name: 'Recent inquiries' }).waitFor();

    // The server fails the next dashboard call.
    const failing = /\/trpc\/[^?]*analytics\.dashboard/;
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          { error: { message: 'Internal server error', code: -32603, data: { httpStatus: 500 } } },
        ]),
      }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    const banner = page.getByRole('alert').filter({
      hasText: 'Failed to load dashboard data. Please try again.',
    });
    await banner.waitFor();
    await toast(page, 'Failed to load dashboard data').waitFor();
    for (const key of ['users', 'frames', 'orders', 'contacts']) {
      expect(await count(page, key).innerText()).toBe('--');
    }
    await page.getByText('No recent inquiries').waitFor();
    expect(await page.getByRole('list', { name: 'Recent inquiries' }).count()).toBe(0);
    await shot(page, 'dashboard-error');

    await page.unroute(failing);
    await banner.getByRole('button', { name: 'Retry' }).click();
    await banner.waitFor({ state: 'detached' });
    const server = await serverDashboard(e2e);
    await expect
      .poll(() => count(page, 'orders').innerText())
      .toBe(server.counts.orders.toLocaleString('en-IN'));
    await page.getByRole('list', { name: 'Recent inquiries' }).waitFor();
  });

  it("loads for an admin who logs in at the guard, without the visitor's 401 as a failure", async () => {
    const { page } = e2e;
    await page.goto('/admin');
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.waitFor();
    await dialog.getByLabel('Email').fill(ADMIN.email);
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expect.poll(() => count(page, 'users').innerText(), { timeout: 10_000 }).toMatch(/^\d/);
    expect(await page.getByText('Failed to load dashboard data. Please try again.').count()).toBe(
      0,
    );
    expect(await toast(page, 'Failed to load dashboard data').count()).toBe(0);
  });
});

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
    const order = before.recentOrders.find((o) => o.status !== 3);
    if (!order) throw new Error('no order to change');
    const row = page.locator(`tr[data-order-id="${order.orderId}"]`);
    expect(await row.innerText()).toContain(`#${order.orderId}`);
    expect(await row.innerText()).toContain(`${order.firstName} ${order.lastName}`);
    expect(await row.innerText()).toContain(formatRupees(order.grandTotal));

    const select = page.getByLabel(`Status of order #${order.orderId}`);
    expect(await select.locator('option').allInnerTexts()).toEqual(STATUS.slice(1));
    await select.selectOption({ label: 'Shipped' });
    await toast(page, 'Status updated successfully!').waitFor();
    await expect.poll(() => row.locator('td').nth(3).innerText()).toBe('Shipped');
    const after = await serverSales(e2e);
    expect(after.recentOrders.find((o) => o.orderId === order.orderId)?.status).toBe(3);
    // The distribution moved with it.
    await expectScreenMatches(page, after);
    const shipped = (s: SalesSummary) =>
      s.statusDistribution.find((d) => d.status === 3)?.count ?? 0;
    expect(shipped(after)).toBe(shipped(before) + 1);
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

describe('dashboards on a phone (390px)', () => {
  const e2e = useE2E(PHONE, { seedDemo: true });

  async function noSidewaysScroll(page: Page) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  }

  it('stacks the cards and keeps the page within the screen', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin');
    await expect.poll(() => count(page, 'orders').innerText()).not.toBe('--');
    const users = await count(page, 'users').boundingBox();
    const frames = await count(page, 'frames').boundingBox();
    if (!users || !frames) throw new Error('cards not laid out');
    expect(frames.y).toBeGreaterThan(users.y + users.height); // one column
    await noSidewaysScroll(page);
    await shot(page, 'dashboard');

    await page.goto('/admin/manage-sales');
    await expectScreenMatches(page, await serverSales(e2e));
    await noSidewaysScroll(page);
    // The orders table scrolls inside its card, its selectors within reach.
    const scroller = page.locator('table:has(tr[data-order-id])').locator('..');
    expect(
      await scroller.evaluate((el) => el.scrollWidth > el.clientWidth && el.clientWidth <= 390),
    ).toBe(true);
    await page.getByRole('button', { name: /Select Date Range/ }).click();
    const from = page.getByLabel('From');
    const box = await from.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await shot(page, 'sales');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
