import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { stockDiscrepancies } from '@frameshop/domain/catalogue/stock.repository';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING, useOrdersRest } from './support/orders-rest';

/** The order admin: any status with stock released and reserved again, soft delete, the list with paging, filters and search. */
describeEachDialect('orders: checkout, stock, my orders, admin', (t) => {
  const suite = useOrdersRest(t);
  const { create, query, variants, remaining, item, customItem, counter } = suite;
  let app: FastifyInstance;
  let admin: { authorization: string };
  let asha: { authorization: string };
  let ravi: { authorization: string };
  beforeAll(() => {
    ({ app, admin, asha, ravi } = suite);
  });

  describe('order admin', () => {
    // The list test below reads the orders earlier suites left in one shared database: regular
    // ones beyond a page and a custom one. Since the split, this suite places its own.
    beforeAll(async () => {
      for (const v of await variants(8, 2)) {
        const res = await create({ items: [item(v)], shipping: SHIPPING });
        expect(res.statusCode, res.body).toBe(201);
      }
      const custom = await create({ items: [await customItem()], shipping: SHIPPING });
      expect(custom.statusCode, custom.body).toBe(201);
    }, 60_000);

    it('sets any status; Cancelled releases, back to active reserves again or 409', async () => {
      const [v] = await variants(1, 1);
      const placed = (await create({ items: [item(v)], shipping: SHIPPING })).json().data;
      const put = (status: number) =>
        app.inject({
          method: 'PUT',
          url: `/api/order/updatestatus/${placed.orderId}`,
          payload: { status },
          headers: admin,
        });
      const four = await put(4);
      expect(four.statusCode).toBe(200);
      expect(four.json()).toMatchObject({
        message: 'Status updated successfully!',
        data: { status: 4, statusLabel: 'Delivered' },
      });
      expect((await put(5)).statusCode).toBe(200);
      expect(await remaining(v.frameSizeId)).toBe(1);
      expect((await put(5)).statusCode).toBe(200);
      expect(await remaining(v.frameSizeId)).toBe(1);
      expect((await put(2)).statusCode).toBe(200);
      expect(await remaining(v.frameSizeId)).toBe(0);
      expect((await put(5)).statusCode).toBe(200);
      // Someone else buys the last one: the cancelled order cannot come back.
      expect((await create({ items: [item(v)], shipping: SHIPPING }, ravi)).statusCode).toBe(201);
      const back = await put(1);
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toMatch(/out of stock/);
      expect((await put(9)).statusCode).toBe(400);
      expect(await stockDiscrepancies(t.db)).toEqual([]);
      const detail = await query('orders.byId', { orderId: placed.orderId }, admin);
      expect(detail.json().result.data.timeline.map((e: { kind: string }) => e.kind)).toEqual([
        'placed',
        'status',
        'status',
        'status',
        'status',
      ]);
    });

    it('soft-deletes an unpaid order releasing its stock, refuses a paid one', async () => {
      const [v] = await variants(1, 2);
      const unpaid = (await create({ items: [item(v)], shipping: SHIPPING })).json().data;
      const paid = (await create({ items: [item(v)], shipping: SHIPPING })).json().data;
      expect(await remaining(v.frameSizeId)).toBe(0);
      await t.db
        .updateTable('orders')
        .set({ paymentStatus: 'paid' })
        .where('orderId', '=', paid.orderId)
        .execute();
      const del = (orderId: number) =>
        app.inject({ method: 'DELETE', url: `/api/order/delete/${orderId}`, headers: admin });
      const refused = await del(paid.orderId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This order is paid: cancel and refund it first');
      const ok = await del(unpaid.orderId);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Order deleted successfully!');
      expect(await remaining(v.frameSizeId)).toBe(1);
      expect((await del(unpaid.orderId)).statusCode).toBe(404);
      const row = await t.db
        .selectFrom('orders')
        .select('deletedAt')
        .where('orderId', '=', unpaid.orderId)
        .executeTakeFirstOrThrow();
      expect(row.deletedAt).not.toBeNull();
      const mine = await query('orders.mineById', { orderId: unpaid.orderId });
      expect(mine.statusCode).toBe(404);
      expect(await stockDiscrepancies(t.db)).toEqual([]);
    });

    it('lists with server paging, filters and search; all orders without a page', async () => {
      const before = counter.count;
      const first = await query('orders.list', { page: 1, type: 'regular' }, admin);
      const statements = counter.count - before;
      expect(first.statusCode).toBe(200);
      expect(first.json().result.data.data).toHaveLength(10);
      // Session, the page, its count, the page's items (plus the session's own touch).
      console.info(`[orders] one admin list page: ${statements} statements (${t.dialect})`);
      expect(statements).toBeLessThanOrEqual(6);

      const all = await app.inject({ url: '/api/order/getallorders', headers: admin });
      expect(all.statusCode).toBe(200);
      const total = all.json().data.length;
      expect(total).toBeGreaterThan(10);
      const page = await app.inject({
        url: '/api/order/getallorders?page=2&limit=10',
        headers: admin,
      });
      expect(page.json().data).toHaveLength(Math.min(10, total - 10));
      expect(page.json().pagination).toMatchObject({ page: 2, limit: 10, total });
      const created = all.json().data.map((o: { createdAt: string }) => o.createdAt);
      expect([...created].sort().reverse()).toEqual(created);

      const data = async (input: unknown) =>
        (await query('orders.list', input, admin)).json().result.data;
      const custom = await data({ page: 1, type: 'custom' });
      expect(custom.data.every((o: { isCustom: boolean }) => o.isCustom)).toBe(true);
      expect(custom.pagination.total).toBeGreaterThan(0);
      const cancelled = await data({ page: 1, status: 5 });
      expect(cancelled.data.every((o: { status: number }) => o.status === 5)).toBe(true);
      const byId = all.json().data[3].orderId;
      expect((await data({ page: 1, search: String(byId) })).data[0].orderId).toBe(byId);
      expect((await data({ page: 1, search: '98765' })).pagination.total).toBe(total);
      expect((await data({ page: 1, search: 'rao' })).pagination.total).toBeGreaterThan(0);
      const ravis = await data({ page: 1, search: 'ravi@example' });
      expect(ravis.pagination.total).toBeGreaterThan(0);
      expect(ravis.data.every((o: { email: string }) => o.email === 'ravi@example.com')).toBe(true);
      const future = await data({ page: 1, from: Date.now() + 60_000 });
      expect(future.pagination.total).toBe(0);
      expect((await data({ page: 1, paymentStatus: 'paid' })).pagination.total).toBeGreaterThan(0);
      expect((await query('orders.list', { page: 1 }, asha)).statusCode).toBe(403);
    });
  });
});
