import type { FrameDto, FramePage } from '@frameshop/contracts/catalogue/dtos';
import { relatedQuery } from '@frameshop/contracts/catalogue/listing-search';
import { IMAGE_SIZES } from '@frameshop/contracts/shared/page-meta';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  attr,
  INDEX_HTML,
  NASTY,
  ORIGIN,
  scriptBody,
  seedOf,
  useShopPages,
} from './support/shop-pages';

/** Server-rendered heads: escaped titles and Product JSON-LD on product pages and news articles, and 404s with the plain index.html. */
describe('server-rendered shop pages', () => {
  const suite = useShopPages();
  const { get } = suite;
  let nasty: FrameDto;
  let soldOut: FrameDto;
  let archivedId: number;
  let newsId: number;
  beforeAll(() => {
    ({ nasty, soldOut, archivedId, newsId } = suite);
  });

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
});
