import { describeAdapter } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginToken } from './helpers';
import { useStorefront } from './support/storefront';

/** The shop's listing sorted and filtered by the price a shopper pays, and a shopper's own review of a frame. */
describeAdapter('storefront: cart pricing, photos, listing', (t) => {
  const suite = useStorefront(t);
  const { query, data, mutate, pickVariants, counter } = suite;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ app } = suite);
  });

  describe('my review of a frame', () => {
    it('answers the signed-in person their own review, or null', async () => {
      const { frame } = await pickVariants();
      const signup = (email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/user/signup',
          payload: { firstName: 'R', lastName: 'V', email, password: 'shopper-pass' },
        });
      await signup('writer@example.com');
      await signup('reader@example.com');
      const writer = bearer(await loginToken(app, 'writer@example.com', 'shopper-pass'));
      const reader = bearer(await loginToken(app, 'reader@example.com', 'shopper-pass'));
      const created = await mutate(
        'content.reviews.create',
        { frameId: frame.frameId, rating: 4, title: 'Solid', review: 'Good joints' },
        writer,
      );
      expect(created.statusCode, created.body).toBe(200);
      const mine = await query('content.reviews.mine', { frameId: frame.frameId }, writer);
      expect(mine.json().result.data).toMatchObject({ title: 'Solid', rating: 4 });
      const theirs = await query('content.reviews.mine', { frameId: frame.frameId }, reader);
      expect(theirs.json().result.data).toBeNull();
      expect((await query('content.reviews.mine', { frameId: frame.frameId })).statusCode).toBe(
        401,
      );
    });
  });

  describe('listing', () => {
    it('sorts and filters by the price a shopper pays, in at most 3 statements with every filter', async () => {
      const asc = await data('catalogue.frames.list', { limit: 100, sort: 'price_asc' });
      const prices = asc.data.map((f: { fromPrice: number }) => f.fromPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const cheapest = prices[0];
      const filtered = await data('catalogue.frames.list', { limit: 100, maxPrice: cheapest });
      expect(filtered.data.length).toBeGreaterThan(0);
      expect(filtered.data.every((f: { fromPrice: number }) => f.fromPrice <= cheapest)).toBe(true);
      for (const f of asc.data) {
        if (f.fromOriginalPrice !== null) expect(f.fromOriginalPrice).toBeGreaterThan(f.fromPrice);
        expect(f.stock).toBeGreaterThanOrEqual(0);
      }

      app.deps.caches.invalidate(['catalogue']);
      counter.count = 0;
      const res = await query('catalogue.frames.list', {
        search: 'a',
        materialId: 1,
        frameMaterialId: 1,
        frameShape: 'Square',
        isNewArrival: true,
        isOffer: true,
        minPrice: 1,
        maxPrice: 100_000,
        sort: 'price_desc',
        page: 1,
        limit: 12,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(counter.count).toBeLessThanOrEqual(3);
    });
  });
});
