import type { FramePage } from '@frameshop/contracts/catalogue/dtos';
import {
  listingQuery,
  NEW_ARRIVALS_QUERY,
  OFFERS_QUERY,
  parseListingSearch,
} from '@frameshop/contracts/catalogue/listing-search';
import { IMAGE_SIZES } from '@frameshop/contracts/shared/page-meta';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSearch } from '../src/plugins/shop-html/search-params';

import { attr, ORIGIN, seedOf, useShopPages } from './support/shop-pages';

/** Server-rendered pages inline each route's queries with the page's exact inputs, and preload its chunks and first images. */
describe('server-rendered shop pages', () => {
  const suite = useShopPages();
  const { get } = suite;
  let newsId: number;
  beforeAll(() => {
    ({ newsId } = suite);
  });

  it('inlines the home page’s queries with the inputs the page sends, and preloads the first slider', async () => {
    const html = (await get('/')).body;
    const seed = seedOf(html);
    expect(seed.map((s) => [s.path, s.input]).sort()).toEqual(
      [
        ['content.sliders.list', undefined],
        ['catalogue.frames.list', NEW_ARRIVALS_QUERY],
        ['catalogue.frames.list', OFFERS_QUERY],
        ['content.wall.get', undefined],
        ['content.posts.list', undefined],
      ].sort(),
    );
    const sliders = seed.find((s) => s.path === 'content.sliders.list')?.data as {
      imageUrl: string;
      srcset: string;
    }[];
    expect(html).toContain(
      `<link rel="preload" as="image" href="/${sliders[0]?.imageUrl}" imagesrcset="${sliders[0]?.srcset}" imagesizes="${IMAGE_SIZES.hero}" fetchpriority="high">`,
    );
    expect(attr(html, /<link rel="canonical" href="([^"]*)">/)).toBe(`${ORIGIN}/`);
    expect(attr(html, /<meta property="og:type" content="([^"]*)">/)).toBe('website');
    expect(attr(html, /<meta name="description" content="([^"]*)">/)).toMatch(/^Ready-made/);
  });

  it('modulepreloads the route’s code-split chunks after the build’s own tags', async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map((m) => m[1]);
    const home = (await get('/')).body;
    expect(preloads(home)).toEqual(['/assets/layout.js', '/assets/shared.js', '/assets/home.js']);
    expect(home.indexOf('rel="modulepreload"')).toBeGreaterThan(home.indexOf('index-abc.css'));
    expect(home.indexOf('rel="modulepreload"')).toBeLessThan(home.indexOf('</head>'));
    // Only the component's chunk, not the not-found one's.
    expect(preloads((await get('/ProductListing')).body)).toEqual([
      '/assets/layout.js',
      '/assets/shared.js',
      '/assets/listing.js',
    ]);
    // A route the entry does not split: the layout's chunks only.
    expect(preloads((await get(`/news/${newsId}`)).body)).toEqual([
      '/assets/layout.js',
      '/assets/shared.js',
    ]);
  });

  it('reads the listing’s search params as TanStack Router does, into the page’s exact input', async () => {
    const search = '?q=%22oak%22&shape=Oval&page=1&sort=priceAsc&newArrival=true&min=100&junk=1';
    const html = (await get(`/ProductListing${search}`)).body;
    const seed = seedOf(html);
    const input = listingQuery(parseListingSearch(parseSearch(search)));
    expect(input).toMatchObject({ search: 'oak', frameShape: 'Oval', isNewArrival: true });
    expect(seed.map((s) => [s.path, s.input])).toEqual([
      ['catalogue.frames.list', input],
      ['catalogue.options', undefined],
    ]);
    expect(attr(html, /<link rel="canonical" href="([^"]*)">/)).toBe(`${ORIGIN}/ProductListing`);

    expect(seedOf((await get('/ProductListing')).body)[0]?.input).toEqual({ limit: 12 });
    // The first card's image is the page's LCP (this test's own frames, the newest, have none).
    const listing = (await get('/ProductListing?material=2')).body;
    const first = (seedOf(listing)[0]?.data as FramePage | undefined)?.data[0]?.images[0];
    expect(first).toBeDefined();
    expect(listing).toContain(`imagesizes="${IMAGE_SIZES.card}"`);
    expect(listing).toContain(`href="/${first?.imageUrl}"`);
    expect(attr((await get('/ProductListing?page=3')).body, /rel="canonical" href="([^"]*)"/)).toBe(
      `${ORIGIN}/ProductListing?page=3`,
    );
  });

  it('parses search params as the router’s parseSearch (values pinned from @tanstack/router-core)', () => {
    expect({ ...parseSearch('?page=2&q=oak&offer=true&min=0&x=012&y=1e1&e=') }).toEqual({
      page: 2,
      q: 'oak',
      offer: true,
      min: 0,
      x: '012',
      y: 10,
      e: '',
    });
    expect({
      ...parseSearch('?q=true&n=null&s=%20x&m=-5&t=tr&page=02&sort=%22priceAsc%22'),
    }).toEqual({
      q: true,
      n: null,
      s: ' x',
      m: -5,
      t: 'tr',
      page: '02',
      sort: 'priceAsc',
    });
    expect({
      ...parseSearch('q=%22123%22&a=%5B1%2C2%5D&b=nullx&c=1&c=2&d=%7B%22k%22%3A1%7D'),
    }).toEqual({
      q: '123',
      a: [1, 2],
      b: 'nullx',
      c: [1, 2],
      d: { k: 1 },
    });
  });
});
