import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, seriousA11yViolations, useE2E, VIEWPORTS } from './support/browser';

const resultsLine = (page: Page) => page.getByText(/^(Showing \d+–\d+ of \d+ frames|\d+ frames?)$/);
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Frames', exact: true }).getByRole('link');
const firstCardName = (page: Page) => cards(page).first().locator('h3').textContent();
const search = (page: Page) => new URL(page.url()).searchParams;

/** The rupee amounts the cards charge, in grid order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((links) =>
    links.map((a) => a.querySelector('.font-semibold')?.textContent ?? ''),
  );
  return texts.map((t) => Number(t.replace(/^Offer price /, '').replace(/[^\d.]/g, '')));
}

const isDescending = (prices: number[]) =>
  prices.length > 0 && prices.every((p, i) => i === 0 || p <= (prices[i - 1] as number));

describe('storefront listing', () => {
  const e2e = useE2E(VIEWPORTS.desktop, { seedDemo: true });
  it('filters, sorts and pages in the URL; reload and back restore the same view (1280 px)', async () => {
    const { page } = e2e;
    await page.goto('/ProductListing');
    await page.getByRole('heading', { level: 1, name: 'Shop frames' }).waitFor();
    await page.getByText('Showing 1–12 of 26 frames').waitFor();
    expect(await cards(page).count()).toBe(12);
    // The first four cards are the page's largest paint.
    const priorities = await cards(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('fetchpriority')));
    expect(priorities.slice(0, 4)).toEqual(['high', 'high', 'high', 'high']);
    expect(priorities.slice(4).every((p) => p === 'auto')).toBe(true);

    // A minimum price (typed: replaces the history entry), then a sort, then page 2.
    await page.getByRole('spinbutton', { name: 'Minimum price in rupees' }).fill('1000');
    await expect.poll(() => search(page).get('min')).toBe('1000');
    // The previous page's frames stay (dimmed) until the filtered ones arrive.
    await expect.poll(() => resultsLine(page).textContent()).not.toBe('Showing 1–12 of 26 frames');
    const filteredTotal = Number((await resultsLine(page).textContent())?.match(/of (\d+)/)?.[1]);
    expect(filteredTotal).toBeGreaterThan(12);
    expect(filteredTotal).toBeLessThan(26);
    await page.getByRole('button', { name: 'Remove filter From ₹1,000' }).waitFor();

    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect.poll(() => search(page).get('sort')).toBe('price_desc');
    await expect.poll(async () => isDescending(await cardPrices(page))).toBe(true);
    const page1First = await firstCardName(page);
    const page1Prices = await cardPrices(page);
    expect(Math.min(...page1Prices)).toBeGreaterThanOrEqual(1000);

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    await page.getByText(`Showing 13–${filteredTotal} of ${filteredTotal} frames`).waitFor();
    await expect.poll(() => firstCardName(page)).not.toBe(page1First);
    const page2First = await firstCardName(page);
    const page2Prices = await cardPrices(page);
    expect(Math.max(...page2Prices)).toBeLessThanOrEqual(Math.min(...page1Prices));
    const page2Url = page.url();

    // Reload: the same view, controls included.
    await page.reload();
    await page.getByText(`Showing 13–${filteredTotal} of ${filteredTotal} frames`).waitFor();
    expect(page.url()).toBe(page2Url);
    expect(await firstCardName(page)).toBe(page2First);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_desc');
    expect(
      await page.getByRole('spinbutton', { name: 'Minimum price in rupees' }).inputValue(),
    ).toBe('1000');
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Back: page 1 of the same filter and sort; back again: the filter without the sort.
    await page.goBack();
    await expect.poll(() => search(page).get('page')).toBeNull();
    expect(search(page).get('sort')).toBe('price_desc');
    await expect.poll(() => firstCardName(page)).toBe(page1First);
    await page.goBack();
    await expect.poll(() => search(page).get('sort')).toBeNull();
    expect(search(page).get('min')).toBe('1000');
    await page.getByText(`Showing 1–12 of ${filteredTotal} frames`).waitFor();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('newest');

    // A chip removes its filter.
    await page.getByRole('button', { name: 'Remove filter From ₹1,000' }).click();
    await page.getByText('Showing 1–12 of 26 frames').waitFor();
    expect(search(page).get('min')).toBeNull();
    expect(
      await page.getByRole('spinbutton', { name: 'Minimum price in rupees' }).inputValue(),
    ).toBe('');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('says "No frames found" for a search with no match, and Clear filters restores', async () => {
    const { page } = e2e;
    await page.goto('/ProductListing?offer=true');
    // A combobox since its suggestions (issue 24).
    const box = page.getByRole('combobox', { name: 'Search frames' });
    await box.waitFor();
    await page.getByText(/^\d+ frames$/).waitFor();
    await box.fill('no-such-frame-anywhere');
    await page.getByText('No frames found').waitFor();
    expect(search(page).get('q')).toBe('no-such-frame-anywhere');
    expect(await page.getByText('No frames').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('Showing 1–12 of 26 frames').waitFor();
    expect(page.url()).toMatch(/\/ProductListing$/);
    expect(await box.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: /^Remove filter/ }).count()).toBe(0);

    // A search that matches, through the URL the box writes.
    await box.fill('Teak');
    await expect.poll(() => search(page).get('q')).toBe('Teak');
    // Every teak frame (names, materials, colours, descriptions), the names saying so first.
    await expect
      .poll(async () => {
        const names = await cards(page).locator('h3').allTextContents();
        const named = names.filter((n) => n.toLowerCase().includes('teak'));
        return named.length > 0 && names.slice(0, named.length).every((n) => named.includes(n));
      })
      .toBe(true);
  });

  it('shows an error with Retry when the frames cannot be read, and recovers', async () => {
    const { page } = e2e;
    await page.goto('/ProductListing');
    await page.getByText('Showing 1–12 of 26 frames').waitFor();
    // Any tRPC request carrying the list, also a batch that names another procedure first
    // (`/trpc/a,catalogue.frames.list?batch=1`), which a glob on the path's start would miss.
    const list = (url: URL) =>
      url.pathname.startsWith('/trpc/') && url.pathname.includes('catalogue.frames.list');
    await page.route(list, (route) => route.abort());
    await page.getByRole('checkbox', { name: 'New Arrival' }).check();
    await page.getByRole('alert').getByText('Failed to fetch frames').waitFor({ timeout: 15_000 });
    await page.unroute(list);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(/^8 frames$/).waitFor();
  });

  it('opens the filter drawer on a phone and applies a filter (390 px)', async () => {
    const { page } = e2e;
    await page.setViewportSize(PHONE);
    await page.goto('/ProductListing');
    await page.getByText('Showing 1–12 of 26 frames').waitFor();
    // Below 768 px the sidebar is hidden: the filters are in the drawer.
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
    // Two columns: the first two cards side by side.
    const [top1, top2] = await cards(page).evaluateAll((links) =>
      links.slice(0, 2).map((l) => Math.round(l.getBoundingClientRect().top)),
    );
    expect(top1).toBe(top2);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await drawer.getByRole('checkbox', { name: 'Offer' }).check();
    await expect.poll(() => search(page).get('offer')).toBe('true');
    await drawer.getByRole('radio', { name: 'Oval' }).check();
    await expect.poll(() => search(page).get('shape')).toBe('Oval');
    const answer = await e2e.context.request.get(
      `/trpc/catalogue.frames.list?input=${encodeURIComponent(JSON.stringify({ limit: 12, frameShape: 'Oval', isOffer: true }))}`,
    );
    const shown: number = (await answer.json()).result.data.pagination.totalItems;
    expect(shown).toBeGreaterThan(0);
    const show = drawer.getByRole('button', {
      name: `Show ${shown} frame${shown === 1 ? '' : 's'}`,
    });
    await show.click();
    await expect.poll(() => drawer.count()).toBe(0);

    await page.getByRole('button', { name: /^Filters\W+2 active$/ }).waitFor();
    await page.getByText(shown === 1 ? '1 frame' : `${shown} frames`, { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(shown);
    for (const card of await cards(page).all()) expect(await card.textContent()).toContain('Offer');
    await page.getByRole('button', { name: 'Remove filter Shape: Oval' }).waitFor();

    // "Clear all" beside the chips.
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('Showing 1–12 of 26 frames').waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
