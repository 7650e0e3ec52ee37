import { describeEachDialect } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStorefront } from './support/storefront';

type Card = { frameId: number; name: string };
type Page = { data: Card[]; pagination: { totalItems: number }; searchedFor?: string };

/**
 * The listing's search and the search box's suggestions over real HTTP on the demo catalogue
 * (issue 24): every teak frame found over tRPC and REST alike, the statement budget of an
 * uncached search, suggestions bounded and cached, and no search text that fails.
 */
describeEachDialect('catalogue search over HTTP', (t) => {
  const suite = useStorefront(t);
  const { query, data, counter } = suite;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ app } = suite);
  });

  /** Demo frames whose name, description, colours or materials say teak, read one by one. */
  async function teakFrames(): Promise<number[]> {
    const all: Page = await data('catalogue.frames.list', { limit: 100 });
    const ids: number[] = [];
    for (const card of all.data) {
      const f = await data('catalogue.frames.byId', { frameId: card.frameId });
      const text = [
        f.name,
        f.description,
        ...f.colors,
        f.material.materialName,
        f.frameMaterial.materialName,
      ]
        .join(' ')
        .toLowerCase();
      if (text.includes('teak')) ids.push(f.frameId);
    }
    return ids.sort((a, b) => a - b);
  }

  describe('listing search', () => {
    it("'teak' finds every teak frame over tRPC and REST, name matches first", async () => {
      const expected = await teakFrames();
      expect(expected.length).toBeGreaterThan(1);
      const page: Page = await data('catalogue.frames.list', { search: 'teak', limit: 100 });
      expect(page.data.map((f) => f.frameId).sort((a, b) => a - b)).toEqual(expected);
      const named = page.data.filter((f) => f.name.toLowerCase().includes('teak'));
      expect(named.length).toBeGreaterThan(0);
      expect(page.data.slice(0, named.length)).toEqual(named);

      const rest = await app.inject({ url: '/api/frame/getallframes?search=teak&limit=100' });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json().data.map((f: Card) => f.frameId)).toEqual(page.data.map((f) => f.frameId));
    });

    it('an uncached search with every filter keeps the budget of 3 statements', async () => {
      for (const input of [
        { search: 'teak wood', sort: 'newest' },
        {
          search: 'teak',
          materialId: 1,
          frameMaterialId: 1,
          frameShape: 'Square',
          isNewArrival: true,
          isOffer: true,
          minPrice: 1,
          maxPrice: 100_000,
          sort: 'price_desc',
        },
      ]) {
        app.deps.caches.invalidate(['catalogue']);
        counter.count = 0;
        const res = await query('catalogue.frames.list', { ...input, page: 1, limit: 12 });
        expect(res.statusCode, res.body).toBe(200);
        expect(counter.count, JSON.stringify(input)).toBeLessThanOrEqual(3);
      }
    });

    it('a typo is searched as the nearest catalogue word, and the answer says so', async () => {
      const page: Page = await data('catalogue.frames.list', { search: 'teek', limit: 100 });
      expect(page.searchedFor).toBe('teak');
      expect(page.data.length).toBe((await teakFrames()).length);
    });

    it('no search text is a 500: FTS5 and boolean-mode syntax are only words', async () => {
      for (const search of [
        '"',
        '*',
        'NEAR(teak oak, 2)',
        '-teak',
        'teak"*',
        '+oak -teak',
        'a AND',
        '{name}:x',
        '^teak',
        '@@',
        "o'reilly",
      ]) {
        const trpc = await query('catalogue.frames.list', { search });
        expect(trpc.statusCode, `${search}: ${trpc.body}`).toBe(200);
        const rest = await app.inject({
          url: `/api/frame/getallframes?search=${encodeURIComponent(search)}`,
        });
        expect(rest.statusCode, `${search}: ${rest.body}`).toBe(200);
        const suggest = await query('catalogue.frames.suggest', { q: search });
        expect(suggest.statusCode, `${search}: ${suggest.body}`).toBe(200);
      }
      // Too long is the contract's 400, not a search.
      expect((await query('catalogue.frames.suggest', { q: 'x'.repeat(101) })).statusCode).toBe(
        400,
      );
    });
  });

  describe('suggestions', () => {
    it('answers at most six frames for what has been typed, then from the cache', async () => {
      app.deps.caches.invalidate(['catalogue']);
      counter.count = 0;
      const first = await data('catalogue.frames.suggest', { q: 'tea' });
      expect(counter.count).toBeLessThanOrEqual(3);
      expect(first.suggestions.length).toBeGreaterThan(0);
      expect(first.suggestions.length).toBeLessThanOrEqual(6);
      expect(first.suggestions[0]).toEqual({
        frameId: expect.any(Number),
        name: expect.stringMatching(/teak/i),
        fromPrice: expect.any(Number),
        materialName: expect.any(String),
        image: expect.any(String),
      });
      counter.count = 0;
      // Case and spacing do not make a new entry.
      expect(await data('catalogue.frames.suggest', { q: ' TEA ' })).toEqual(first);
      expect(counter.count).toBe(0);
      expect(await data('catalogue.frames.suggest', { q: 'a' })).toEqual({ suggestions: [] });
    });
  });
});
