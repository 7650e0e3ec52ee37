import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useE2E, VIEWPORTS } from './support/browser';

/**
 * What React says when the browser's first render differs from the server's HTML: the
 * development messages, and the production build's minified errors 418-425 (hydration failed,
 * text or attributes did not match, an error while hydrating).
 */
// A blocked inline script (CSP) is trouble too: a page from the page cache allows its scripts by
// hash, not by nonce (apps/server/src/plugins/shop-html/html-cache.ts).
const HYDRATION_TROUBLE =
  /hydrat|did not match|Minified React error #4(1[89]|2[0-5])\b|Content Security Policy/i;

/** The pages the server renders (ADR 0020), given the demo shop's first frame and article. */
function ssrRoutes(frameId: number | null, newsId: number | null): string[] {
  return [
    '/',
    '/ProductListing',
    '/ProductListing?newArrival=true',
    '/ProductListing?sort=price_asc&page=1',
    ...(frameId === null ? [] : [`/Singleproduct/${frameId}`]),
    '/news',
    ...(newsId === null ? [] : [`/news/${newsId}`]),
    '/Contact',
    '/Aboutpage',
    '/PrivacyPolicy',
    '/ShippingReturns',
    '/TermsConditions',
    '/refundcancellation',
    '/order-failure?error=Declined',
  ];
}

/**
 * Loads a page and waits until the app has hydrated it; answers what the console said and the
 * tRPC procedures the browser asked for (other than `auth.me`, which is never rendered).
 */
async function hydrateAndListen(
  page: Page,
  url: string,
): Promise<{ said: string[]; asked: string[] }> {
  const said: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/trpc/')) return;
    for (const path of decodeURIComponent(pathname.slice('/trpc/'.length)).split(',')) {
      if (path !== 'auth.me') asked.push(path);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(String(error)));
  const response = await page.goto(url);
  const html = (await response?.text()) ?? '';
  // Server-rendered: #root holds markup and the router's state is in the page.
  expect(html, url).not.toContain('<div id="root"></div>');
  expect(html, url).toContain('$_TSR');
  // The router deletes $_TSR once it has hydrated and the stream has ended.
  await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 15_000 });
  // Effects after hydration (queries the page makes itself) have had their turn.
  await page.waitForLoadState('networkidle');
  return { said, asked };
}

async function firstIds(baseUrl: string) {
  const frames = (await (
    await fetch(`${baseUrl}/trpc/catalogue.frames.list?input=${encodeURIComponent('{"limit":1}')}`)
  ).json()) as { result: { data: { data: { frameId: number }[] } } };
  const news = (await (
    await fetch(
      `${baseUrl}/trpc/content.news.list?input=${encodeURIComponent('{"page":1,"search":""}')}`,
    )
  ).json()) as { result?: { data: { data: { newsId: number }[] } } };
  return {
    frameId: frames.result.data.data[0]?.frameId ?? null,
    newsId: news.result?.data.data[0]?.newsId ?? null,
  };
}

for (const seedDemo of [true, false]) {
  describe(`server-rendered pages hydrate without a mismatch (${seedDemo ? 'demo shop' : 'empty shop'})`, () => {
    const e2e = useE2E(VIEWPORTS.desktop, { seedDemo });
    for (const viewport of [PHONE, VIEWPORTS.desktop]) {
      it(`hydrates every server-rendered route at ${viewport.width} px`, async () => {
        const { page } = e2e;
        await page.setViewportSize(viewport);
        const { frameId, newsId } = await firstIds(e2e.server.baseUrl);
        if (seedDemo) {
          expect(frameId).not.toBeNull();
          expect(newsId).not.toBeNull();
        }
        // At 390 px each page is loaded twice: the second load is the stored page (ADR 0020).
        const loads = viewport === PHONE ? 2 : 1;
        for (const url of ssrRoutes(frameId, newsId).flatMap((u) => Array(loads).fill(u))) {
          const { said, asked } = await hydrateAndListen(page, url);
          expect(
            said.filter((text) => HYDRATION_TROUBLE.test(text)),
            url,
          ).toEqual([]);
          // What the page holds is not asked for again. An empty shop has no wall: its 404 is
          // an error on the server, which is not carried in the page, so the browser asks.
          const refetched = seedDemo ? [] : ['content.wall.get'];
          expect(
            asked.filter((path) => !refetched.includes(path)),
            url,
          ).toEqual([]);
          page.removeAllListeners('console');
          page.removeAllListeners('pageerror');
          page.removeAllListeners('request');
        }
      }, 180_000);
    }
  });
}
