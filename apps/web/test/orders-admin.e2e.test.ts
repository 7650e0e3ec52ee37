import { formatRupees } from '@frameshop/contracts/shared/format';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  istDayEnd,
  istDayStart,
  orderListQuery,
  parseOrderSearch,
} from '../src/features/orders/admin/order-search';
import {
  acceptNextConfirm,
  loginContext,
  PHONE,
  seriousA11yViolations,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';
import { FRAME, placeOrders, shot } from './support/orders';

/*
 * /admin/orders against the real server with the demo catalogue: a shopper places one regular
 * and one custom order through tRPC (as the checkout does), and the admin works them
 * (test/support/orders.ts). The payment, timeline, work order and CSV: orders-admin-extras.
 */

function suite(viewport: { width: number; height: number }) {
  describe(`order admin at ${viewport.width}px`, () => {
    const e2e = useE2E(viewport, { seedDemo: true });
    let orders: Awaited<ReturnType<typeof placeOrders>>;

    beforeAll(async () => {
      orders = await placeOrders(e2e);
    });

    const row = (page: Page, orderId: number) => page.locator(`[data-order-id="${orderId}"]`);
    const details = (page: Page, orderId: number) => page.locator(`#order-details-${orderId}`);
    const expand = (page: Page, orderId: number) =>
      page.getByRole('button', { name: `Show details of order #${orderId}` }).click();

    it('lists orders on their tabs, filters, searches, expands, updates and deletes', async () => {
      const { regular, custom, photoKey } = orders;
      const { page } = e2e;
      await loginContext(e2e);
      await page.goto('/admin/orders');
      await page.getByRole('heading', { name: 'Order Management' }).waitFor();

      // Regular Orders is the first tab: the regular order is there, the custom one is not.
      const regularTab = page.getByRole('tab', { name: 'Regular Orders' });
      const customTab = page.getByRole('tab', { name: 'Custom Orders' });
      expect(await regularTab.getAttribute('aria-selected')).toBe('true');
      await row(page, regular.orderId).waitFor();
      expect(await row(page, custom.orderId).count()).toBe(0);
      await expect
        .poll(() => row(page, regular.orderId).innerText())
        .toContain(formatRupees(regular.grandTotal));
      expect(await row(page, regular.orderId).innerText()).toContain('Meera Iyer');
      expect(await row(page, regular.orderId).innerText()).toContain('Pending');
      await shot(page, 'regular');

      // The tabs follow the arrow keys (ARIA tabs pattern).
      await regularTab.focus();
      await page.keyboard.press('ArrowRight');
      await row(page, custom.orderId).waitFor();
      expect(await customTab.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await customTab.getAttribute('aria-selected')).toBe('true');
      expect(await row(page, regular.orderId).count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('custom');

      // Status filter, sent to the server and kept in the URL.
      const statusFilter = page.getByLabel('Status', { exact: true });
      // (The demo orders include custom ones in every status, so the list need not be empty.)
      await statusFilter.selectOption({ label: 'Processing' });
      await row(page, custom.orderId).waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('status')).toBe('2');
      await statusFilter.selectOption({ label: 'Pending' });
      await row(page, custom.orderId).waitFor();
      expect(new URL(page.url()).searchParams.get('status')).toBe('1');

      // Search by order number: debounced into the URL, which survives a reload.
      await page.getByLabel('Search', { exact: true }).fill(String(custom.orderId));
      await expect
        // The router writes a string of digits JSON-quoted (q=%222%22), so it stays a string.
        .poll(() => JSON.parse(new URL(page.url()).searchParams.get('q') ?? 'null'))
        .toBe(String(custom.orderId));
      await page.reload();
      await row(page, custom.orderId).waitFor();
      expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe(
        String(custom.orderId),
      );
      expect(await customTab.getAttribute('aria-selected')).toBe('true');
      expect(await page.locator('[data-order-id]').count()).toBe(1);

      // Expand: shipping, breakdown, the custom item with its DPI and original download.
      await expand(page, custom.orderId);
      const panel = details(page, custom.orderId);
      await panel.waitFor();
      expect(
        await page
          .getByRole('button', { name: `Hide details of order #${custom.orderId}` })
          .getAttribute('aria-expanded'),
      ).toBe('true');
      const text = await panel.innerText();
      for (const expected of [
        '12 MG Road',
        'Subtotal',
        'GST included',
        'Grand total',
        formatRupees(custom.grandTotal),
        'Awaiting payment',
        '15 × 10 in',
        '200 DPI',
        'Rectangle',
        'Hang it landscape, please',
      ]) {
        expect(text).toContain(expected);
      }
      const preview = panel.locator(`img[src="/api/photos/${photoKey}/preview"]`);
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const download = panel.getByRole('link', { name: 'Download original' });
      const href = await download.getAttribute('href');
      expect(href).toBe(`/api/photos/${photoKey}/original`);
      const original = await e2e.context.request.get(href as string);
      expect(original.status()).toBe(200);
      expect(original.headers()['content-type']).toMatch(/^image\//);
      // Without the admin's session the original is not served.
      const anonymous = await fetch(`${e2e.server.baseUrl}${href}`);
      expect(anonymous.status).toBeGreaterThanOrEqual(400);
      await panel.getByText('Order placed', { exact: false }).first().waitFor();
      await shot(page, 'custom-expanded');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Status change (all statuses shown, so the order stays in view): toast, badge, timeline.
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBeNull();
      await panel.waitFor();
      await panel.getByLabel('Order status').selectOption({ label: 'Processing' });
      await toast(page, 'Status updated successfully!').waitFor();
      await expect.poll(() => row(page, custom.orderId).innerText()).toContain('Processing');
      await panel.getByText('Pending → Processing').waitFor();

      // Filtering by the old status now leaves the order out.
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
      await row(page, custom.orderId).waitFor({ state: 'detached' });
      await shot(page, 'status-filtered');

      // The regular order: the pre-listed item, then Delete Order with a confirmation.
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await regularTab.click();
      await row(page, regular.orderId).waitFor();
      await expand(page, regular.orderId);
      const regularPanel = details(page, regular.orderId);
      await regularPanel.getByText(FRAME.name).waitFor();
      expect(await regularPanel.innerText()).toContain('2 ×');
      expect(await regularPanel.locator('img').first().getAttribute('src')).toMatch(/^\/uploads\//);
      await shot(page, 'regular-expanded');
      const confirmed = acceptNextConfirm(page);
      await regularPanel.getByRole('button', { name: 'Delete Order' }).click();
      expect(await confirmed).toContain(`#${regular.orderId}`);
      await toast(page, 'Order deleted successfully!').waitFor();
      await row(page, regular.orderId).waitFor({ state: 'detached' });
    });

    it('shows an error with Retry when the list cannot be loaded', async () => {
      const { page } = e2e;
      await loginContext(e2e);
      let fail = true;
      await page.route(
        (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('orders.list'),
        (route) =>
          fail
            ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' })
            : route.continue(),
      );
      await page.goto('/admin/orders?tab=custom');
      const error = page.getByRole('alert').filter({ hasText: 'Failed to load orders' });
      await error.waitFor();
      fail = false;
      await error.getByRole('button', { name: 'Retry' }).click();
      await row(page, orders.custom.orderId).waitFor();
      expect(await error.count()).toBe(0);
    });
  });
}

describe('the order admin URL', () => {
  it('keeps valid params, drops nonsense and asks the server for IST days', () => {
    expect(
      parseOrderSearch({
        tab: 'custom',
        status: 3,
        payment: 'paid',
        from: '2026-11-01',
        to: '2026-11-30',
        q: 42,
        page: 2,
        extra: 'x',
      }),
    ).toEqual({
      tab: 'custom',
      status: 3,
      payment: 'paid',
      from: '2026-11-01',
      to: '2026-11-30',
      q: '42',
      page: 2,
    });
    expect(
      parseOrderSearch({
        tab: 'regular',
        status: 9,
        payment: 'maybe',
        from: '2026-13-45',
        to: 'soon',
        q: '   ',
        page: 1.5,
      }),
    ).toEqual({});
    expect(istDayStart('2026-11-01')).toBe(Date.UTC(2026, 9, 31, 18, 30));
    expect(istDayEnd('2026-11-01')).toBe(Date.UTC(2026, 10, 1, 18, 29, 59, 999));
    expect(orderListQuery({ q: 'asha', status: 2 })).toEqual({
      page: 1,
      limit: 10,
      type: 'regular',
      status: 2,
      search: 'asha',
    });
  });
});

suite(VIEWPORTS.desktop);
suite(PHONE);
