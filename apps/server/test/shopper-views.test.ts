import { SHOPPER_ORDER_KEYS } from '@frameshop/contracts/orders/orders';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING, useOrdersRest } from './support/orders-rest';

/**
 * Views that show each person only their own (issue 19): a shopper's order never carries the
 * admin's notes or flags, and a public review names no account. Each view's keys are listed,
 * so a field added for admins fails here until someone decides who may see it.
 */
const SHOPPER_KEYS = [...SHOPPER_ORDER_KEYS].sort();
const ADMIN_KEYS = [...SHOPPER_ORDER_KEYS, 'paymentFlag'].sort();
const keys = (o: object) => Object.keys(o).sort();

describeEachDialect('views that show each person only their own', (t) => {
  const suite = useOrdersRest(t);
  const { create, mutate, query, variants, item } = suite;
  let app: FastifyInstance;
  let admin: { authorization: string };
  let asha: { authorization: string };
  beforeAll(() => {
    ({ app, admin, asha } = suite);
  });

  describe('orders', () => {
    it("a shopper's views carry the shopper's keys only; the admin's carry the flag and notes", async () => {
      const [v] = await variants(1, 3);
      const placed = await create({ items: [item(v)], shipping: SHIPPING });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json().data;
      expect(keys(order)).toEqual(SHOPPER_KEYS);
      const note = await mutate(
        'orders.addNote',
        { orderId: order.orderId, note: 'Customer sounded unsure: call first' },
        admin,
      );
      expect(note.statusCode, note.body).toBe(200);

      const mine = (await query('orders.mineById', { orderId: order.orderId })).json().result.data;
      expect(keys(mine)).toEqual([...SHOPPER_KEYS, 'timeline'].sort());
      expect(mine.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed']);
      for (const event of mine.timeline) expect(keys(event)).toEqual(['at', 'detail', 'kind']);
      expect(JSON.stringify(mine)).not.toContain('sounded unsure');

      const list = (await query('orders.mine', { page: 1 })).json().result.data;
      for (const o of list.data) expect(keys(o)).toEqual(SHOPPER_KEYS);
      const legacy = await app.inject({ url: '/api/order/myorders', headers: asha });
      for (const o of legacy.json().data) expect(keys(o)).toEqual(SHOPPER_KEYS);

      const theirs = (await query('orders.byId', { orderId: order.orderId }, admin)).json().result
        .data;
      expect(keys(theirs)).toEqual([...ADMIN_KEYS, 'timeline'].sort());
      expect(theirs.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'note']);
      expect(keys(theirs.timeline[1])).toEqual(['actor', 'at', 'detail', 'kind']);

      const cancelled = await mutate('orders.cancelMine', { orderId: order.orderId });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(keys(cancelled.json().result.data)).toEqual(SHOPPER_KEYS);
    });
  });

  describe('reviews', () => {
    it('public reviews and the shopper\u2019s own name no account; the admin list does', async () => {
      const [v] = await variants(1, 3);
      const written = await mutate('content.reviews.create', {
        frameId: v.frameId,
        rating: 4,
        title: 'Sturdy corners',
        review: 'Arrived well packed.',
      });
      expect(written.statusCode, written.body).toBe(200);
      expect(written.json().result.data).not.toHaveProperty('userId');

      const anonymous = { authorization: '' };
      const page = await query(
        'content.reviews.listForFrame',
        { frameId: v.frameId, page: 1, limit: 10 },
        anonymous,
      );
      expect(page.statusCode, page.body).toBe(200);
      const [shown] = page.json().result.data.reviews;
      expect(shown).toMatchObject({ title: 'Sturdy corners' });
      expect(keys(shown)).toEqual(
        [
          'createdAt',
          'frameId',
          'name',
          'rating',
          'ratingId',
          'review',
          'title',
          'updatedAt',
          'verified',
        ].sort(),
      );
      const own = (await query('content.reviews.mine', { frameId: v.frameId })).json().result.data;
      expect(own).toMatchObject({ ratingId: shown.ratingId });
      expect(own).not.toHaveProperty('userId');

      const all = await app.inject({ url: '/api/review/getallreviews', headers: admin });
      const listed = all
        .json()
        .reviews.find((r: { ratingId: number }) => r.ratingId === shown.ratingId);
      expect(listed).toMatchObject({ userId: expect.any(Number), title: 'Sturdy corners' });
    });
  });
});
