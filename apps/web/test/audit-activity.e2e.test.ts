import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type E2E,
  loginContext,
  PHONE,
  seriousA11yViolations,
  useE2E,
  VIEWPORTS,
} from './support/browser';
import { FRAME, shopperSession, shot } from './support/orders';

/*
 * The audit log in the admin (docs/decisions/0025-audit-log.md): the Activity screen lists who
 * changed what, filters by the keyboard alone, says when nothing matches and when a filter is
 * wrong; an order's History tab shows its own entries, before → after, in IST, by name.
 * Screenshots go to AUDIT_SHOTS when it is set.
 */

/** A shopper's order that the admin then moves to Processing (over tRPC, with their cookie). */
async function orderMovedByAdmin(e2e: E2E): Promise<number> {
  const shopper = await shopperSession(e2e, ['Kavya', 'Nair']);
  const frame = await shopper.get<{ frameSizes: { sizeId: number; remained_qty: number }[] }>(
    'catalogue.frames.byId',
    { frameId: FRAME.id },
  );
  const variant = frame.frameSizes.find((v) => v.remained_qty >= 1);
  if (!variant) throw new Error('the demo catalogue changed');
  const order = await shopper.place([
    { kind: 'ready', frameId: FRAME.id, sizeId: variant.sizeId, quantity: 1 },
  ]);
  await loginContext(e2e);
  const res = await e2e.context.request.post('/trpc/orders.setStatus', {
    data: { orderId: order.orderId, status: 2 },
    headers: { origin: e2e.server.baseUrl },
  });
  if (!res.ok()) throw new Error(`setStatus: ${res.status()} ${await res.text()}`);
  return order.orderId;
}

async function auditShot(e2e: E2E, name: string) {
  const dir = process.env.AUDIT_SHOTS;
  if (!dir) return shot(e2e.page, name);
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  const width = e2e.page.viewportSize()?.width ?? 0;
  await e2e.page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

/** The copy on screen: the table from 640 px, the cards below (the other one is hidden). */
const visible = (l: Locator) => l.locator('visible=true').first();

/** What the screen shows (display: none excluded: the table or the cards, not both). */
const shown = (e2e: E2E) => e2e.page.locator('main').innerText();

for (const viewport of [PHONE, VIEWPORTS.desktop]) {
  describe(`the audit log in the admin, at ${viewport.width} px`, () => {
    const e2e = useE2E(viewport, { seedDemo: true });

    it('Activity lists and filters changes by keyboard, with empty and error states', async () => {
      const { page } = e2e;
      const orderId = await orderMovedByAdmin(e2e);
      await page.goto('/admin/activity');
      await page.getByRole('heading', { name: 'Activity' }).waitFor();
      await visible(page.getByText('orders.setStatus')).waitFor();
      let text = await shown(e2e);
      expect(text).toContain('Shop Admin');
      expect(text).toContain('Pending');
      expect(text).toContain('Processing');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // By keyboard: choose Order, type its id, Enter applies.
      await page.getByLabel('What').focus();
      await page.getByLabel('What').selectOption('order');
      await page.keyboard.press('Tab');
      await page.keyboard.type(String(orderId));
      await page.keyboard.press('Enter');
      await visible(page.getByText(`Order #${orderId}`)).waitFor();
      await page.waitForFunction(
        () => !document.querySelector('main')?.textContent?.includes('seed'),
      );
      text = await shown(e2e);
      expect(text).toContain('orders.place');
      expect(text).toContain('orders.setStatus');
      expect(text).toContain('Shopper #');
      expect(text).not.toContain('frames.create');
      const csv = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
      expect(csv).toBe(`/api/audit/export.csv?entity=order&entityId=${orderId}`);
      await auditShot(e2e, 'activity');

      // Nothing matches: the empty state.
      await page.getByLabel('Action').fill('nothing.here');
      await page.getByLabel('Action').press('Enter');
      await page.getByText('No activity matches these filters').waitFor();

      // A wrong filter: the server's 400 message, no list.
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByLabel('From (IST)').fill('2026-12-10');
      await page.getByLabel('To (IST)').fill('2026-12-01');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('alert').filter({ hasText: 'From must be on or before To' }).waitFor();
    });

    it("an order's History tab shows its changes, before → after, by name", async () => {
      const { page } = e2e;
      const orderId = await orderMovedByAdmin(e2e);
      await page.goto(`/admin/orders?search=${orderId}`);
      await page.getByRole('button', { name: `Show details of order #${orderId}` }).click();
      const details = page.locator(`#order-details-${orderId}`);
      // Keyboard: the Details tab, then the arrow key to History.
      await details.getByRole('tab', { name: 'Details' }).focus();
      await page.keyboard.press('ArrowRight');
      const history = details.getByRole('tab', { name: 'History' });
      expect(await history.getAttribute('aria-selected')).toBe('true');
      await visible(details.getByText('orders.setStatus')).waitFor();
      const text = await details.innerText();
      expect(text).toMatch(/Status\s*:?\s*Pending\s*→?\s*(changed to)?\s*Processing/);
      expect(text).toContain('Shop Admin');
      expect(text).toContain('orders.place');
      // IST: "29 Nov 2026, 11:05 am" style, no raw ISO time.
      expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
      await auditShot(e2e, 'order-history');
    });
  });
}
