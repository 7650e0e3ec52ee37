import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FrameDto, FramePage } from '@frameshop/contracts/catalogue/dtos';
import {
  listingQuery,
  NEW_ARRIVALS_QUERY,
  OFFERS_QUERY,
  parseListingSearch,
  relatedQuery,
} from '@frameshop/contracts/catalogue/listing-search';
import { IMAGE_SIZES } from '@frameshop/contracts/shared/page-meta';
import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import { createFrame } from '@frameshop/domain/catalogue/frames.service';
import { listSizes } from '@frameshop/domain/catalogue/sizes.service';
import { createNews } from '@frameshop/domain/content/news.service';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { seedDemoContent } from '@frameshop/domain/seed/demo-content';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseSearch } from '../src/plugins/shop-html/search-params';
import { testConfig } from './helpers';

/** An index.html shaped as Vite builds it (head with title, description, entry script). */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Custom and ready-made picture frames and wall art, made in India." />
    <title>Frame Shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body class="bg-stone-50">
    <div id="root"></div>
  </body>
</html>
`;
/**
 * The entry script as the build shapes its route table (TanStack Router's autoCodeSplitting,
 * Vite's __vite__mapDeps, minified names): what route-chunks.ts reads the chunks from.
 */
const ENTRY_JS = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/layout.js","assets/shared.js","assets/home.js","assets/admin.css"])))=>i.map(i=>d[i]);
var a=u(\`/_shop\`)({component:c(()=>y(()=>import(\`./layout.js\`),__vite__mapDeps([0,1])),\`component\`)}),b=u(\`/_shop/\`)({head:()=>({}),component:c(()=>y(()=>import(\`./home.js\`),__vite__mapDeps([2,1,3])),\`component\`)}),n=u(\`/_shop/ProductListing\`)({component:c(()=>y(()=>import(\`./listing.js\`)),\`component\`),notFoundComponent:c(()=>y(()=>import(\`./nf.js\`)),\`notFoundComponent\`)});`;
const webDist = mkdtempSync(join(tmpdir(), 'frameshop-web-shop-html-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets/index-abc.js'), ENTRY_JS);
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
writeFileSync(join(webDist, 'index.html.gz'), gzipSync(INDEX_HTML));

const ORIGIN = 'https://frames.example.in';
const NASTY = `<script>alert("x")</script> Oak & 'Teak' "Classic"`;

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

/** The attribute values of the head's tags, read back the way a browser would. */
function attr(html: string, pattern: RegExp): string | undefined {
  const raw = pattern.exec(html)?.[1];
  return raw
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const scriptBody = (html: string, opening: RegExp) => {
  const match = new RegExp(`${opening.source}([\\s\\S]*?)</script>`).exec(html);
  return match?.[1];
};

interface Seed {
  path: string;
  input?: unknown;
  data: unknown;
}
const seedOf = (html: string): Seed[] =>
  JSON.parse(scriptBody(html, /<script id="__trpc_seed" type="application\/json">/) ?? 'null');

describe('server-rendered shop pages', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let nasty: FrameDto;
  let soldOut: FrameDto;
  let archivedId: number;
  let newsId: number;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: { ...testConfig({ PUBLIC_URL: `${ORIGIN}/` }), SERVE_WEB: true, webDistDir: webDist },
      database,
      logger: false,
    });
    const system = systemContext(app.deps, 'seed');
    await seedDemoCatalogue.run(system, undefined);
    await seedDemoContent.run(system, undefined);
    const sizes = await listSizes.run(system, undefined);
    const [first, second] = sizes;
    if (!first || !second) throw new Error('the demo seed made no sizes');
    const frame = (name: string, stock: [number, number]) =>
      createFrame.run(system, {
        name,
        basePrice: 900,
        description: `A frame called ${name}, with </script><!-- in its description.`,
        colors: ['Brown'],
        materialId: 1,
        frameMaterialId: 1,
        frameShape: 'Rectangle',
        weight: 1,
        origin: 'Jaipur',
        careInstruction: [],
        includes: [],
        isNewArrival: false,
        isOffer: false,
        sizes: [
          { sizeId: first.sizeId, price: 1200, offer_price: 999.5, total_qty: stock[0] },
          { sizeId: second.sizeId, price: 1800, offer_price: null, total_qty: stock[1] },
        ],
      });
    nasty = await frame(NASTY, [0, 4]);
    soldOut = await frame('Sold Out Slim', [0, 0]);
    archivedId = (await frame('Archived Arch', [3, 3])).frameId;
    await database.db
      .updateTable('frames')
      .set({ archivedAt: Date.now() })
      .where('frameId', '=', archivedId)
      .execute();
    app.deps.caches.invalidate(['catalogue']);
    newsId = (
      await createNews.run(system, {
        title: `News </title><script>x()</script> & "more"`,
        author: 'Desk',
        shortDesc: 'Short <b>desc</b>',
        sections: [],
        removeImage: false,
      })
    ).newsId;
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('writes an escaped head and Product JSON-LD on a product page', async () => {
    const res = await get(`/Singleproduct/${nasty.frameId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    // Nothing from the frame's name or description reaches the page as markup.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><!--');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${NASTY} · Frame Shop`);
    expect(attr(html, /<meta property="og:title" content="([^"]*)">/)).toBe(
      `${NASTY} · Frame Shop`,
    );
    expect(attr(html, /<meta name="description" content="([^"]*)">/)).toContain(
      `A frame called ${NASTY}, with </script><!--`,
    );
    const url = `${ORIGIN}/Singleproduct/${nasty.frameId}`;
    expect(attr(html, /<link rel="canonical" href="([^"]*)">/)).toBe(url);
    expect(attr(html, /<meta property="og:url" content="([^"]*)">/)).toBe(url);
    expect(attr(html, /<meta property="og:type" content="([^"]*)">/)).toBe('product');
    // The head comes before the entry script, so the preload scanner meets it first.
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(
      html.indexOf('/assets/index-abc.js'),
    );

    const ld = JSON.parse(
      scriptBody(html, /<script type="application\/ld\+json">/) ?? 'null',
    ) as Record<string, unknown> & { offers: Record<string, unknown> & { offers: unknown[] } };
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(NASTY);
    expect(ld.description).toContain('</script><!--');
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: '999.50',
      highPrice: '1800.00',
      offerCount: 2,
      availability: 'https://schema.org/InStock',
    });
    expect(ld.offers.offers).toEqual([
      expect.objectContaining({ price: '999.50', availability: 'https://schema.org/OutOfStock' }),
      expect.objectContaining({ price: '1800.00', availability: 'https://schema.org/InStock' }),
    ]);
    expect(ld.aggregateRating).toBeUndefined();

    const seed = seedOf(html);
    expect(seed.map((s) => [s.path, s.input])).toEqual([
      ['catalogue.frames.byId', { frameId: nasty.frameId }],
      ['catalogue.frames.list', relatedQuery(nasty.materialId)],
    ]);
    expect((seed[0]?.data as FrameDto | undefined)?.name).toBe(NASTY);
    // The inlined answer is what /trpc answers for the same call.
    const trpc = await get(
      `/trpc/catalogue.frames.byId?input=${encodeURIComponent(JSON.stringify({ frameId: nasty.frameId }))}`,
    );
    expect(seed[0]?.data).toEqual(trpc.json().result.data);
  });

  it('says OutOfStock for a sold-out frame, and rates a reviewed one', async () => {
    const sold = await get(`/Singleproduct/${soldOut.frameId}`);
    const soldLd = JSON.parse(scriptBody(sold.body, /<script type="application\/ld\+json">/)!);
    expect(soldLd.offers.availability).toBe('https://schema.org/OutOfStock');

    const page = (await (
      await get(`/trpc/catalogue.frames.list?input=${encodeURIComponent('{"limit":100}')}`)
    ).json().result.data) as FramePage;
    const rated = page.data.find((f) => f.totalRatings > 0);
    if (!rated) throw new Error('the demo content has no reviews');
    const html = (await get(`/Singleproduct/${rated.frameId}`)).body;
    const ld = JSON.parse(scriptBody(html, /<script type="application\/ld\+json">/)!);
    expect(ld.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      reviewCount: rated.totalRatings,
    });
    expect(ld.image[0]).toBe(`${ORIGIN}/${rated.images[0]?.imageUrl}`);
    expect(attr(html, /<meta property="og:image" content="([^"]*)">/)).toBe(ld.image[0]);
    const preload =
      /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="([^"]*)" fetchpriority="high">/.exec(
        html,
      );
    expect(preload?.[1]).toBe(`/${rated.images[0]?.imageUrl}`);
    expect(preload?.[2]).toBe(rated.images[0]?.srcset);
    expect(preload?.[3]).toBe(IMAGE_SIZES.gallery);
  });

  it('answers 404 with the plain index.html for an unknown, archived or malformed frame or article', async () => {
    for (const path of [
      '/Singleproduct/999999',
      `/Singleproduct/${archivedId}`,
      '/Singleproduct/abc',
      '/Singleproduct/0',
      '/news/999999',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.body, path).toBe(INDEX_HTML);
    }
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

  it('escapes a news article’s head and inlines it', async () => {
    const res = await get(`/news/${newsId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>x()');
    expect(res.body).not.toContain('</title><script>');
    expect(attr(res.body, /<title>([^<]*)<\/title>/)).toBe(
      `News </title><script>x()</script> & "more" · Frame Shop`,
    );
    expect(attr(res.body, /<meta property="og:type" content="([^"]*)">/)).toBe('article');
    expect(seedOf(res.body)).toEqual([
      expect.objectContaining({ path: 'content.news.byId', input: { newsId } }),
    ]);
  });

  it('answers the pages compressed by Accept-Encoding, with Vary', async () => {
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decoded(res)).toContain('id="__trpc_seed"');
      if (expected) expect(res.rawPayload.length).toBeLessThan(decoded(res).length / 2);
    }
    // Other client routes still get the build's own precompressed file.
    const other = await app.inject({ url: '/Cart', headers: { 'accept-encoding': 'br' } });
    expect(other.headers['content-encoding']).toBe('br');
    expect(decoded(other)).toBe(INDEX_HTML);
  });

  it('lists live frames and news in /sitemap.xml, and robots.txt points to it', async () => {
    const res = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = decoded(res);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/ProductListing</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${ORIGIN}/Singleproduct/${nasty.frameId}</loc><lastmod>\\d{4}-`),
    );
    expect(xml).not.toContain(`/Singleproduct/${archivedId}<`);
    expect(xml).toContain(`<loc>${ORIGIN}/news/${newsId}</loc>`);
    expect(xml.match(/\/Singleproduct\//g)?.length).toBeGreaterThan(10);

    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('uses the request’s host when PUBLIC_URL is unset', async () => {
    const other = await buildApp({
      config: { ...testConfig(), SERVE_WEB: true, webDistDir: webDist },
      database,
      logger: false,
    });
    try {
      const res = await other.inject({ url: '/', headers: { host: 'shop.local:8080' } });
      expect(res.body).toContain('<link rel="canonical" href="http://shop.local:8080/">');
      const robots = await other.inject({
        url: '/robots.txt',
        headers: { host: 'shop.local:8080' },
      });
      expect(robots.body).toContain('Sitemap: http://shop.local:8080/sitemap.xml');
    } finally {
      await other.close();
    }
  });

  it('preloads with the sizes the web pages use (one IMAGE_SIZES in contracts)', () => {
    const web = (path: string) =>
      readFileSync(resolve(import.meta.dirname, '../../web/src', path), 'utf8');
    expect(web('components/FrameCard.tsx')).toContain('sizes={IMAGE_SIZES.card}');
    expect(web('features/catalogue/shop/product/Gallery.tsx')).toContain(
      'sizes={IMAGE_SIZES.gallery}',
    );
    expect(web('features/content/shop/home/HeroCarousel.tsx')).toContain(
      'sizes={IMAGE_SIZES.hero}',
    );
    expect(web('features/content/shop/news/NewsArticlePage.tsx')).toContain(
      'sizes={IMAGE_SIZES.news}',
    );
  });
});
