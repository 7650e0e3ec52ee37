import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { stockDiscrepancies } from '@frameshop/domain/catalogue/stock.repository';
import { describe, expect, it } from 'vitest';
import { SHIPPING, useOrdersRest } from './support/orders-rest';

/** Simultaneous orders for the last pieces: exactly one wins, the ledger stays consistent. */
describeEachDialect('orders: checkout, stock, my orders, admin', (t) => {
  const suite = useOrdersRest(t);
  const { create, variants, remaining, item } = suite;

  describe('concurrency', () => {
    it('50 simultaneous orders for the last one: exactly one wins, stock 0, ledger consistent', async () => {
      const [v] = await variants(1, 1);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => create({ items: [item(v)], shipping: SHIPPING })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      expect(await remaining(v.frameSizeId)).toBe(0);
      expect(await stockDiscrepancies(t.db)).toEqual([]);
      const orders = await t.db
        .selectFrom('order_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('frameSizeId', '=', v.frameSizeId)
        .executeTakeFirstOrThrow();
      expect(Number(orders.n)).toBe(1);
    }, 60_000);

    it('the same with two lines of one variant counted together', async () => {
      const [v] = await variants(1, 2);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => create({ items: [item(v), item(v)], shipping: SHIPPING })),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(await remaining(v.frameSizeId)).toBe(0);
      expect(await stockDiscrepancies(t.db)).toEqual([]);
    }, 60_000);
  });
});
