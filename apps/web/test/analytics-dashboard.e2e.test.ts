import { formatRupees } from '@frameshop/contracts/shared/format';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  count,
  expectScreenMatches,
  figure,
  lastUpdated,
  serverDashboard,
  serverSales,
  shot,
  submitInquiries,
} from './support/analytics';
import {
  loginContext,
  PHONE,
  seriousA11yViolations,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';
import { ADMIN } from './support/shop-server';

/*
 * /admin (issue 13), and both dashboards on a phone, against the real server with the demo orders
 * (~150 over 14 months). Every figure on screen is compared with what the server answers for
 * the same question, asked over tRPC with the admin's cookie.
 * Set ANALYTICS_SHOTS=<dir> to keep screenshots.
 */

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
    // Three clicks in one task: well inside the debounce on a loaded machine too, where three
    // separate clicks (each waiting for the button to be actionable) can be 500 ms apart.
    await page.getByRole('button', { name: 'Refresh' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
      button.click();
    });
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
