import { ORDER_MESSAGES } from '@frameshop/contracts/orders/messages';
import { PAYMENT_MESSAGES } from '@frameshop/contracts/payment/payment';
import { formatRupees } from '@frameshop/contracts/shared/format';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderExportHref } from '../src/features/orders/admin/order-search';
import {
  type E2E,
  loginContext,
  PHONE,
  seriousA11yViolations,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';
import { FRAME, orderLines, payOrder, shopperSession, shot } from './support/orders';

/*
 * The order admin beyond the list (issues 11 and 12): the timeline and its notes, the payment
 * panel (attempts, Check status now, refunds), a paid order's refused delete, the printable
 * work order and the CSV export of the current filter, and the reviews' 'Verified purchase'.
 */

async function setup(e2e: E2E) {
  const shopper = await shopperSession(e2e);
  const lines = await orderLines(e2e, shopper);
  const custom = await shopper.place([
    lines.custom(),
    lines.custom({ widthIn: 24, heightIn: 16, instructions: 'Matte glass, no mount' }),
  ]);
  const paid = await shopper.place([lines.ready(1)]);
  const merchantTransactionId = await payOrder(e2e, shopper, paid.orderId);
  return { shopper, custom, paid, merchantTransactionId, photoKey: lines.photoKey };
}

const row = (page: Page, orderId: number) => page.locator(`[data-order-id="${orderId}"]`);
const details = (page: Page, orderId: number) => page.locator(`#order-details-${orderId}`);

/** The list filtered to one order, its row opened. */
async function openOrder(page: Page, orderId: number, tab: 'regular' | 'custom') {
  await page.goto(`/admin/orders${tab === 'custom' ? '?tab=custom&' : '?'}q=${orderId}`);
  await row(page, orderId).waitFor();
  await page.getByRole('button', { name: `Show details of order #${orderId}` }).click();
  const panel = details(page, orderId);
  await panel.waitFor();
  return panel;
}

describe('order admin extras at 1280px', () => {
  const e2e = useE2E(VIEWPORTS.desktop, { seedDemo: true });
  let orders: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    orders = await setup(e2e);
  });

  it('adds an internal note to the timeline and checks the payment status now', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    const panel = await openOrder(page, orders.custom.orderId, 'custom');
    const timeline = panel.getByRole('region', {
      name: `Timeline of order #${orders.custom.orderId}`,
    });
    await timeline.getByText('Order placed', { exact: false }).first().waitFor();
    const payments = panel.getByRole('region', { name: /Payment activity/ });
    await payments.getByText('No payment attempts yet').waitFor();
    // Before any toast: a toast fading in is not this screen's contrast.
    expect(await seriousA11yViolations(page)).toEqual([]);

    // An empty note is refused by the contract's schema, in the browser.
    await timeline.getByRole('button', { name: 'Add note' }).click();
    await timeline.getByText('Note is required').waitFor();
    await timeline.getByLabel('Internal note').fill('Customer called: wants it by Friday');
    await timeline.getByRole('button', { name: 'Add note' }).click();
    await toast(page, ORDER_MESSAGES.noteAdded).waitFor();
    const note = timeline.locator('li[data-kind="note"]', {
      hasText: 'Customer called: wants it by Friday',
    });
    await note.waitFor();
    // Who and when: the admin, in India's time.
    expect(await note.innerText()).toMatch(/admin@shop\.test|Admin/i);
    expect(await timeline.getByLabel('Internal note').inputValue()).toBe('');

    // An unpaid order: no attempt yet, nothing to refund, and the check answers all the same.
    expect(await payments.getByRole('form', { name: 'Refund' }).count()).toBe(0);
    await payments.getByRole('button', { name: 'Check status now' }).click();
    await toast(page, PAYMENT_MESSAGES.checked).waitFor();
    await shot(page, 'extras-custom-expanded');
  });

  it('shows a paid order’s attempt, refuses its delete, and refunds part of it', async () => {
    const { page } = e2e;
    const { paid, merchantTransactionId } = orders;
    await loginContext(e2e);
    const panel = await openOrder(page, paid.orderId, 'regular');

    const summary = panel.getByRole('region', { name: `Payment of order #${paid.orderId}` });
    await summary.getByText(merchantTransactionId).waitFor();
    const summaryText = await summary.innerText();
    expect(summaryText).toContain('Paid at');
    expect(summaryText).toMatch(/Payment status\s+Paid/);

    const payments = panel.getByRole('region', { name: /Payment activity/ });
    const attempt = payments.getByRole('row', { name: new RegExp(merchantTransactionId) });
    await attempt.waitFor();
    expect(await attempt.innerText()).toContain('Completed');
    expect(await attempt.innerText()).toContain(formatRupees(paid.grandTotal));
    await payments.getByText('No refunds').waitFor();
    await page
      .getByRole('region', { name: `Timeline of order #${paid.orderId}` })
      .getByText(/paid/i)
      .first()
      .waitFor();

    // A paid order offers no Delete: the reason instead (the server refuses it too).
    expect(await panel.getByRole('button', { name: 'Delete Order' }).count()).toBe(0);
    expect(await panel.locator('[data-no-delete]').innerText()).toBe(ORDER_MESSAGES.paidDelete);
    expect(await row(page, paid.orderId).count()).toBe(1);

    // Refund: the amount starts at what is left; a partial one after a confirmation.
    const form = payments.getByRole('form', { name: 'Refund' });
    const amount = form.getByLabel('Refund amount (₹)');
    expect(Number(await amount.inputValue())).toBe(paid.grandTotal);
    await amount.fill('100');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${formatRupees(100)}?` });
    await dialog.waitFor();
    await shot(page, 'extras-refund-confirm');
    await dialog.getByRole('button', { name: `Refund ${formatRupees(100)}` }).click();
    await toast(page, PAYMENT_MESSAGES.refundCreated).waitFor();
    const refunds = payments.getByRole('list', { name: 'Refunds' });
    await refunds.getByText(formatRupees(100)).waitFor();
    await expect
      .poll(() => amount.inputValue())
      .toBe(String(Math.round((paid.grandTotal - 100) * 100) / 100));

    // More than is left: the server's 400, word for word.
    await amount.fill(String(paid.grandTotal));
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Refund ₹/ })
      .click();
    await toast(page, 'At most').waitFor();
    await shot(page, 'extras-paid-expanded');
  });

  it('prints a work order: one A4 sheet per custom item with the number and its QR code', async () => {
    const { page } = e2e;
    const { custom, photoKey } = orders;
    await loginContext(e2e);
    const panel = await openOrder(page, custom.orderId, 'custom');
    const link = panel.getByRole('link', { name: 'Print work order' });
    expect(await link.getAttribute('href')).toBe(`/admin/orders/${custom.orderId}/work-order`);
    expect(await link.getAttribute('target')).toBe('_blank');

    await page.goto(`/admin/orders/${custom.orderId}/work-order`);
    await page.getByRole('heading', { name: `Work order #${custom.orderId}` }).waitFor();
    const sheets = page.locator('[data-work-order-sheet]');
    expect(await sheets.count()).toBe(2);
    const first = sheets.first();
    expect(await first.innerText()).toContain(`#${custom.orderId}`);
    for (const text of [
      '15 × 10 in',
      'Rectangle',
      'Hang it landscape, please',
      'Meera Iyer',
      'Bengaluru',
    ]) {
      expect(await first.innerText()).toContain(text);
    }
    expect(await sheets.nth(1).innerText()).toContain('24 × 16 in');
    // The workshop sees whether the photo holds up at that size before printing it.
    for (const sheet of [first, sheets.nth(1)]) {
      expect(await sheet.locator('[data-print-quality]').innerText()).toMatch(/^\d+ DPI/);
    }
    expect(await sheets.nth(1).innerText()).toContain('Matte glass, no mount');
    const qr = first.locator('svg', {
      has: page.locator('title', { hasText: `Order #${custom.orderId}` }),
    });
    expect(await qr.count()).toBe(1);
    expect(await qr.locator('path').count()).toBeGreaterThan(0);
    const photo = first.locator(`img[src="/api/photos/${photoKey}/preview"]`);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'extras-work-order');

    // On paper: no admin shell, no toolbar, one page per sheet.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await shot(page, 'extras-work-order-print');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(2);
    await page.emulateMedia({ media: 'screen' });

    // The Print button asks the browser to print.
    await page.evaluate(() => {
      (window as Window & { printed?: number }).printed = 0;
      window.print = () => {
        (window as Window & { printed?: number }).printed = 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

    // A regular order has nothing for the workshop; a missing one says so.
    await page.goto(`/admin/orders/${orders.paid.orderId}/work-order`);
    await page.getByText('This order has no custom frames', { exact: false }).waitFor();
    await page.goto('/admin/orders/999999/work-order');
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
  });

  it('finds an order number on the other tab when the open one has none', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    // The custom-only order, looked for on the regular tab (as a dashboard link does).
    await page.goto(`/admin/orders?q=${orders.custom.orderId}`);
    await page.getByText('No orders match these filters').waitFor();
    await page.getByText('1 order matches on Custom Orders.').waitFor();
    await page.getByRole('button', { name: 'Show Custom Orders' }).click();
    await row(page, orders.custom.orderId).waitFor();
    expect(
      await page.getByRole('tab', { name: 'Custom Orders' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(new URL(page.url()).searchParams.get('q')).toMatch(String(orders.custom.orderId));
    // A number on neither tab offers nothing.
    await page.goto('/admin/orders?q=99999999');
    await page.getByText('No orders match these filters').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /^Show .* Orders$/ }).count()).toBe(0);
  });

  it('exports the current filter as a CSV download', async () => {
    const { page } = e2e;
    const { custom, paid } = orders;
    await loginContext(e2e);
    await page.goto(`/admin/orders?tab=custom&status=1&q=${custom.orderId}`);
    await row(page, custom.orderId).waitFor();
    const link = page.getByRole('link', { name: 'Export CSV' });
    const href = (await link.getAttribute('href')) as string;
    expect(href).toBe(orderExportHref({ tab: 'custom', status: 1, q: String(custom.orderId) }));
    const query = new URL(href, e2e.server.baseUrl).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      type: 'custom',
      status: '1',
      search: String(custom.orderId),
    });

    // The browser downloads it (the admin's cookie goes along)...
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);

    // ...and its text, fetched in the page: the header line, this order and not the other.
    const file = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    }, href);
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/csv/);
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Order,Date \(IST\),First name,Last name,Email,Phone,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`#${custom.orderId}`);
    expect(file.text).not.toContain(`#${paid.orderId},`);
  });

  it('marks a review by a buyer of a delivered frame as a verified purchase', async () => {
    const { page } = e2e;
    const buyer = await shopperSession(e2e, ['Kavya', 'Nair']);
    const lines = await orderLines(e2e, buyer);
    const order = await buyer.place([lines.ready(1)]);
    await buyer.post('/trpc/content.reviews.create', {
      frameId: FRAME.id,
      rating: 5,
      title: 'Solid teak, well packed',
      review: '',
    });
    const stranger = await shopperSession(e2e, ['Rohan', 'Mehta']);
    await stranger.post('/trpc/content.reviews.create', {
      frameId: FRAME.id,
      rating: 3,
      title: 'Looks nice in the photos',
      review: '',
    });
    await loginContext(e2e);
    const set = await e2e.context.request.post('/trpc/orders.setStatus', {
      data: { orderId: order.orderId, status: 4 },
      headers: { origin: e2e.server.baseUrl },
    });
    expect(set.ok()).toBe(true);

    await page.goto('/admin/reviews');
    await page.getByLabel('Search reviews').fill('Kavya');
    const verified = page.getByRole('row', { name: /Solid teak, well packed/ });
    await verified.getByText('Verified purchase').waitFor();
    await page.getByLabel('Search reviews').fill('Rohan');
    const other = page.getByRole('row', { name: /Looks nice in the photos/ });
    await other.waitFor();
    expect(await other.getByText('Verified purchase').count()).toBe(0);
  });
});

describe('order admin extras at 390px', () => {
  const e2e = useE2E(PHONE, { seedDemo: true });
  let orders: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    orders = await setup(e2e);
  });

  it('fits the payment panel, timeline and work order on a phone', async () => {
    const { page } = e2e;
    // What the reconciler writes when the gateway's amount differs (issue 12).
    const flag = 'Amount mismatch: PhonePe reported ₹2,000.00';
    await e2e.server.app.deps.db
      .updateTable('orders')
      .set({ paymentFlag: flag })
      .where('orderId', '=', orders.paid.orderId)
      .execute();
    await loginContext(e2e);
    const panel = await openOrder(page, orders.paid.orderId, 'regular');
    const payments = panel.getByRole('region', { name: /Payment activity/ });
    const attempt = payments
      .getByRole('listitem')
      .filter({ hasText: orders.merchantTransactionId });
    await attempt.waitFor();
    expect(await attempt.innerText()).toContain('Completed');
    await payments.getByRole('form', { name: 'Refund' }).waitFor();
    await panel.getByRole('alert').filter({ hasText: flag }).waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'extras-paid-expanded');

    await page.goto(`/admin/orders/${orders.custom.orderId}/work-order`);
    await page.locator('[data-work-order-sheet]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'extras-work-order');
  });
});
