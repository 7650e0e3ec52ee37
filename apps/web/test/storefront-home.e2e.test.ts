import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginContext, PHONE, seriousA11yViolations, useE2E, VIEWPORTS } from './support/browser';

/** The page is not wider than the screen (a row's hidden text once widened it to 1166 px). */
const pageWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('storefront home', () => {
  const e2e = useE2E(VIEWPORTS.desktop, { seedDemo: true });
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    it(`shows the sliders, New Arrivals, Offers, the wall and the posts (${name}, ${viewport.width} px)`, async () => {
      const { page } = e2e;
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page
        .getByRole('heading', { level: 1, name: 'Frames that make every picture feel at home' })
        .waitFor();

      // The hero carousel: the first slide's image is the largest paint.
      const carousel = page.getByRole('region', { name: 'Featured frames' });
      await carousel.waitFor();
      expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
      const slides = carousel.locator('[aria-roledescription="slide"]');
      expect(await slides.count()).toBe(3);
      const first = slides.first().locator('img');
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await first.getAttribute('loading')).toBe('eager');
      expect(await first.getAttribute('width')).toBe('1600');
      expect(await first.getAttribute('height')).toBe('900');
      expect(await first.getAttribute('srcset')).toMatch(/400w.*800w.*1600w/);
      await expect
        .poll(() => first.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
        .toBeGreaterThan(0);
      for (const label of ['Previous slide', 'Next slide', 'Show slide 1 of 3']) {
        expect(await carousel.getByRole('button', { name: label }).isVisible(), label).toBe(true);
      }

      for (const [row, filter] of [
        ['New Arrivals', 'newArrival=true'],
        ['Offers', 'offer=true'],
      ] as const) {
        const list = page.getByRole('list', { name: row, exact: true });
        await list.waitFor();
        const cards = list.getByRole('link');
        expect(await cards.count(), row).toBeGreaterThan(0);
        expect(await cards.first().getAttribute('href')).toMatch(/^\/Singleproduct\/\d+$/);
        expect(await cards.first().textContent()).toContain('₹');
        const viewAll = page.getByRole('link', { name: `View all ${row}` });
        expect(await viewAll.getAttribute('href')).toBe(`/ProductListing?${filter}`);
      }
      // On a phone the rows scroll sideways; on a desktop they are a grid.
      const row = page.getByRole('list', { name: 'New Arrivals', exact: true });
      const scrolls = await row.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrolls).toBe(viewport.width < 640);

      await page
        .getByRole('heading', { level: 2, name: 'Frames made by hand in Bengaluru' })
        .waitFor();
      const posts = page.getByRole('link', { name: /^Instagram post \d+ \(opens in a new tab\)$/ });
      expect(await posts.count()).toBe(6);
      for (const post of await posts.all()) {
        expect(await post.getAttribute('href')).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
        expect(await post.getAttribute('target')).toBe('_blank');
        expect(await post.getAttribute('rel')).toContain('noopener');
      }
      expect(await page.getByRole('link', { name: 'Start customising' }).getAttribute('href')).toBe(
        '/ProductCustomizer',
      );
      expect(await pageWidth(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  it('moves between slides with the buttons and dots, and pauses and plays', async () => {
    const { page } = e2e;
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured frames' });
    await carousel.waitFor();
    const dot = (n: number) => carousel.getByRole('button', { name: `Show slide ${n} of 3` });
    const current = () => dot(1).getAttribute('aria-current');
    expect(await current()).toBe('true');
    // Rotating for a shopper who has not asked for reduced motion.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await carousel.getByRole('button', { name: 'Play slideshow' }).waitFor();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => dot(2).getAttribute('aria-current')).toBe('true');
    expect(await current()).toBeNull();
    await dot(3).click();
    await expect.poll(() => dot(3).getAttribute('aria-current')).toBe('true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => dot(2).getAttribute('aria-current')).toBe('true');
    // Loops round.
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => current()).toBe('true');
  });

  it('does not rotate for a shopper who asked for reduced motion', async () => {
    const context = await e2e.browser.newContext({
      viewport: PHONE,
      baseURL: e2e.server.baseUrl,
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Featured frames' });
      await carousel.getByRole('button', { name: 'Play slideshow' }).waitFor();
      expect(await carousel.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('falls back to the text hero without sliders and hides the wall when there is none', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    const call = async (path: string, data?: unknown) => {
      const res = await e2e.context.request.post(`/trpc/${path}`, {
        data,
        headers: { origin: e2e.server.baseUrl },
      });
      expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    };
    const sliders = await (await e2e.context.request.get('/trpc/content.sliders.list')).json();
    for (const s of sliders.result.data as { sliderId: number }[]) {
      await call('content.sliders.delete', { sliderId: s.sliderId });
    }
    await call('content.wall.delete', {});

    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: 'Frames that make every picture feel at home' })
      .waitFor();
    await page.getByRole('list', { name: 'New Arrivals', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Featured frames' }).count()).toBe(0);
    expect(
      await page.getByRole('heading', { name: 'Frames made by hand in Bengaluru' }).count(),
    ).toBe(0);
    expect(await page.getByRole('link', { name: 'Shop frames' }).first().getAttribute('href')).toBe(
      '/ProductListing',
    );
  });
});
