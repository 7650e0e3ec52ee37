import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { stockDiscrepancies } from '@frameshop/domain/catalogue/stock.repository';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING, useOrdersRest } from './support/orders-rest';

/** The shopper's own orders: only theirs, and cancelling within 7 days before shipping. */
describeEachDialect('orders: checkout, stock, my orders, admin', (t) => {
  const suite = useOrdersRest(t);
  const { create, mutate, query, variants, remaining, item } = suite;
  let app: FastifyInstance;
  let admin: { authorization: string };
  let asha: { authorization: string };
  let ravi: { authorization: string };
  beforeAll(() => {
    ({ app, admin, asha, ravi } = suite);
  });

  describe('my orders', () => {
    it('lists only mine; another shopper gets 404 for my order', async () => {
      const [v] = await variants(1, 3);
      const placed = (await create({ items: [item(v)], shipping: SHIPPING })).json().data;
      const mine = await app.inject({ url: '/api/order/myorders', headers: asha });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.map((o: { orderId: number }) => o.orderId)).toContain(placed.orderId);
      const theirs = await app.inject({ url: '/api/order/myorders', headers: ravi });
      expect(theirs.json().data).toEqual([]);
      expect((await query('orders.mineById', { orderId: placed.orderId }, ravi)).statusCode).toBe(
        404,
      );
      expect(
        (await mutate('orders.cancelMine', { orderId: placed.orderId }, ravi)).statusCode,
      ).toBe(404);
      const detail = await query('orders.mineById', { orderId: placed.orderId });
      expect(detail.json().result.data.timeline[0]).toMatchObject({ kind: 'placed' });
    });

    it('cancels within 7 days and before shipping, releasing unpaid stock', async () => {
      const [v] = await variants(1, 3);
      const placed = (await create({ items: [item(v, 2)], shipping: SHIPPING })).json().data;
      expect(await remaining(v.frameSizeId)).toBe(1);
      const cancelled = await mutate('orders.cancelMine', { orderId: placed.orderId });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().result.data.status).toBe(5);
      expect(await remaining(v.frameSizeId)).toBe(3);
      const twice = await mutate('orders.cancelMine', { orderId: placed.orderId });
      expect(twice.statusCode).toBe(409);
      expect(await remaining(v.frameSizeId)).toBe(3);

      const shipped = (await create({ items: [item(v)], shipping: SHIPPING })).json().data;
      await app.inject({
        method: 'PUT',
        url: `/api/order/updatestatus/${shipped.orderId}`,
        payload: { status: 3 },
        headers: admin,
      });
      expect((await mutate('orders.cancelMine', { orderId: shipped.orderId })).statusCode).toBe(
        409,
      );

      const old = (await create({ items: [item(v)], shipping: SHIPPING })).json().data;
      await t.db
        .updateTable('orders')
        .set({ createdAt: Date.now() - 8 * 24 * 60 * 60 * 1000 })
        .where('orderId', '=', old.orderId)
        .execute();
      const late = await mutate('orders.cancelMine', { orderId: old.orderId });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('Orders can be cancelled within 7 days of ordering');
      expect(await stockDiscrepancies(t.db)).toEqual([]);
    });
  });
});
