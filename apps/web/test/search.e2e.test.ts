import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginContext, PHONE, seriousA11yViolations, useE2E, VIEWPORTS } from './support/browser';
import { shopperSession, shot } from './support/orders';

/**
 * Issue 24, "Search that finds", in the browser at 390 and 1280 px on the demo catalogue:
 * suggestions under the shop's search box chosen with the keyboard, the admin top bar finding
 * an order by the shopper's phone, and a malformed listing URL showing the list with a note.
 */
const WIDTHS = [VIEWPORTS.desktop, PHONE];
/** The router deletes $_TSR once it has hydrated the server's page: keys typed before are lost. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 15_000 });
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Frames', exact: true }).getByRole('link');

describe('search that finds', () => {
  const e2e = useE2E(VIEWPORTS.desktop, { seedDemo: true });

  it('typing shows suggestions; the keyboard picks one and opens its page', async () => {
    const { page } = e2e;
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/ProductListing');
      const box = page.getByRole('combobox', { name: 'Search frames' });
      await box.waitFor();
      await page.getByText('Showing 1–12 of 26 frames').waitFor();
      await hydrated(page);
      await box.pressSequentially('tea', { delay: 40 });
      const list = page.getByRole('listbox', { name: 'Suggested frames' });
      const options = list.getByRole('option');
      await expect.poll(() => options.count()).toBeGreaterThan(0);
      expect(await options.count()).toBeLessThanOrEqual(6);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      // Name matches first: the first suggestion's name has the word.
      expect((await options.first().textContent())?.toLowerCase()).toContain('teak');
      await shot(page, 'search-suggestions');
      if (size.width === PHONE.width) {
        // The list fits the phone's width: nothing sticks out sideways.
        const bounds = await list.boundingBox();
        expect(bounds && bounds.x >= 0 && bounds.x + bounds.width <= PHONE.width).toBe(true);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Escape closes; ArrowDown opens it again, then moves to the first, then the second option.
      await box.press('Escape');
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
      await box.press('ArrowDown');
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
      await box.press('ArrowDown');
      await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
      const count = await options.count();
      if (count > 1) {
        await box.press('ArrowDown');
        await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true');
      }
      const chosen = count > 1 ? options.nth(1) : options.first();
      const activeId = await box.getAttribute('aria-activedescendant');
      expect(activeId).toBe(await chosen.getAttribute('id'));
      const name = (await chosen.locator('span span').first().textContent()) ?? '';
      expect(name).not.toBe('');

      await box.press('Enter');
      await page.waitForURL(/\/Singleproduct\/\d+$/);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      // The search typed was not sent after leaving: the product page stays.
      await page.waitForTimeout(600);
      expect(page.url()).toMatch(/\/Singleproduct\/\d+$/);
    }
  });

  it('says which words it searched when the typed ones find nothing', async () => {
    const { page } = e2e;
    await page.goto('/ProductListing?q=teek');
    await page.getByText('No frames match “teek”. Showing frames for “teak” instead.').waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
  });

  it('the admin top bar finds an order by the shopper’s phone and opens it', async () => {
    const { page } = e2e;
    const shopper = await shopperSession(e2e, ['Ritu', 'Kapoor']);
    const frame = await shopper.get<{ frameSizes: { sizeId: number; remained_qty: number }[] }>(
      'catalogue.frames.byId',
      { frameId: 1 },
    );
    const variant = frame.frameSizes.find((v) => v.remained_qty >= 1);
    if (!variant) throw new Error('the demo catalogue changed');
    const { orderId } = await shopper.place([
      { kind: 'ready', frameId: 1, sizeId: variant.sizeId, quantity: 1 },
    ]);
    await loginContext(e2e);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/admin');
      const box = page.getByRole('combobox', { name: /^Search admin/ });
      await box.waitFor();
      // As an admin reads it off a note: spaces and the country code.
      await box.pressSequentially('+91 98765 43210', { delay: 20 });
      const option = page
        .getByRole('listbox', { name: 'Search results' })
        .getByRole('option', { name: new RegExp(`^Order #${orderId} · Meera Iyer`) });
      await option.waitFor();
      // The results fit the screen: nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      await shot(page, 'admin-search');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The newest order with that phone is the first result: ArrowDown, Enter.
      await box.press('ArrowDown');
      await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin/orders');
      // TanStack writes a number-like text as JSON ('"151"').
      expect(new URL(page.url()).searchParams.get('q')).toContain(String(orderId));
      await page
        .getByRole('button', { name: `Show details of order #${orderId}` })
        .filter({ visible: true })
        .first()
        .waitFor();
    }
  });

  it('a malformed listing URL shows the frames, drops the bad parts and says so', async () => {
    const { page } = e2e;
    const url = '/ProductListing?page=abc&sort=nonsense&minPrice=-5&utm_source=mail';
    // Server-rendered: the same listing (the note comes with the browser's hydration).
    const html = await (await fetch(`${e2e.server.baseUrl}${url}`)).text();
    expect(html).toContain('Showing 1–12 of 26 frames');
    expect(html).not.toContain('Failed to fetch frames');
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(url);
      await hydrated(page);
      const note = page.getByTestId('link-note');
      await note.waitFor();
      expect(await note.textContent()).toContain('page, sort, minPrice');
      // Campaign tags are not the shopper's mistake.
      expect(await note.textContent()).not.toContain('utm_source');
      await page.getByText('Showing 1–12 of 26 frames').waitFor();
      expect(await cards(page).count()).toBe(12);
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      await shot(page, 'listing-bad-link');
      await page.getByRole('button', { name: 'Tidy the link' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => note.count()).toBe(0);
      await page.getByText('Showing 1–12 of 26 frames').waitFor();
    }
  });
});
