import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, PHONE } from './support/browser';
import { type ShopServer, startShopServer } from './support/shop-server';

/**
 * With JavaScript disabled, the server-rendered pages alone (ADR 0020) are readable and
 * navigable: home with its hero and rows, the listing filtered from a home link, a product
 * with name, price, sizes with stock and image, the news list and an article. Every step is
 * a real link followed by the browser, no script runs.
 */
describe('the shop without JavaScript', () => {
  let server: ShopServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startShopServer({ seedDemo: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const openPage = async (): Promise<Page> => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      baseURL: server.baseUrl,
    });
    return context.newPage();
  };

  /** N of the results line ("Showing 1–12 of N frames", or "N frames" when one page holds them). */
  const total = async (page: Page) => {
    const line = page.getByText(/^(Showing \d+–\d+ of \d+ frames|\d+ frames?)$/);
    const text = (await line.textContent({ timeout: 5_000 })) ?? '';
    return Number(text.match(/(\d+) frames?$/)?.[1]);
  };

  it('reads home, follows a filter link to the listing, then a card to its product', async () => {
    const page = await openPage();
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: 'Frames that make every picture feel at home' })
      .waitFor({ timeout: 5_000 });
    const hero = page.getByRole('region', { name: 'Featured frames' }).locator('img').first();
    expect(await hero.getAttribute('srcset')).toMatch(/400w/);
    await expect
      .poll(() => hero.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);
    const arrivals = page
      .getByRole('list', { name: 'New Arrivals', exact: true })
      .getByRole('link');
    expect(await arrivals.count()).toBeGreaterThan(0);
    expect(await arrivals.first().textContent()).toContain('₹');

    // The unfiltered count, then the filter chosen from home's "View all" link.
    const all = await openPage();
    await all.goto('/ProductListing');
    const unfiltered = await total(all);
    await page.getByRole('link', { name: 'View all New Arrivals' }).click();
    await page.waitForURL(/\/ProductListing\?newArrival=true$/);
    await page.getByRole('heading', { level: 1, name: 'Shop frames' }).waitFor({ timeout: 5_000 });
    const filtered = await total(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(unfiltered);
    const cards = page.getByRole('list', { name: 'Frames', exact: true }).getByRole('link');
    expect(await cards.count()).toBe(Math.min(12, filtered));
    const card = cards.first();
    expect(await card.textContent()).toContain('₹');
    expect(await card.locator('img').getAttribute('src')).toMatch(/uploads\//);
    const name = (await card.locator('h2, h3').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');

    await card.click();
    await page.waitForURL(/\/Singleproduct\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 5_000 });
    expect(await page.locator('main').textContent()).toMatch(/₹[\d,]+/);
    const sizes = page.getByRole('radio', { name: / in$| in / });
    expect(await sizes.count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).toMatch(/In Stock|Low Stock|Out of Stock/);
    const gallery = page.locator('main img').first();
    await expect
      .poll(() => gallery.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);
    await page.context().close();
    await all.context().close();
  });

  it('reads the news list and follows it to an article', async () => {
    const page = await openPage();
    await page.goto('/news');
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor({ timeout: 5_000 });
    const article = page.locator('main a[href^="/news/"]').first();
    const href = await article.getAttribute('href');
    expect(href).toMatch(/^\/news\/\d+$/);
    await article.click();
    await page.waitForURL(new RegExp(`${href}$`));
    const heading = page.getByRole('heading', { level: 1 });
    expect((await heading.textContent())?.trim()).not.toBe('');
    expect(((await page.locator('main').textContent()) ?? '').length).toBeGreaterThan(200);
    await page.context().close();
  });
});
