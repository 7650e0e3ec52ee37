import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './helpers';

import { decoded, INDEX_HTML, ORIGIN, useShopPages, webDist } from './support/shop-pages';

/** Server-rendered pages compressed by Accept-Encoding, the sitemap and robots.txt, the host without PUBLIC_URL, preload sizes kept equal to the web's. */
describe('server-rendered shop pages', () => {
  const suite = useShopPages();
  const { get } = suite;
  let database: TestDatabase;
  let app: FastifyInstance;
  let nasty: FrameDto;
  let archivedId: number;
  let newsId: number;
  beforeAll(() => {
    ({ database, app, nasty, archivedId, newsId } = suite);
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
