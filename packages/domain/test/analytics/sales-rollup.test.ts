import type { OrderRow } from '@frameshop/db/schema';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { orderFacts } from '../../src/analytics/rollups.repository';
import { applyOrderChange, rebuildSalesRollups } from '../../src/analytics/sales-rollup.published';
import { insertFixtureOrder, ist, rollupSnapshot } from '../../src/testing/sales-fixtures';

/**
 * applyOrderChange (analytics/sales-rollup.published.ts) through one order's life, with the figure
 * expected after each step, and the maintained rollups equal to a rebuild from the orders at
 * every step. (analytics.rollup.test.ts does the same with hundreds of random changes.)
 */

describeEachDialect('sales rollup of one order', (t) => {
  beforeEach(() => t.truncate());

  async function change(orderId: number, set: Partial<OrderRow>) {
    await t.db.transaction().execute(async (trx) => {
      const before = await orderFacts(trx, orderId);
      await trx.updateTable('orders').set(set).where('orderId', '=', orderId).execute();
      await applyOrderChange(trx, before, await orderFacts(trx, orderId));
    });
  }

  /** The month bucket's [status, orders, sales, ready-made revenue] rows that hold something. */
  async function month() {
    const rows = await t.db
      .selectFrom('sales_totals')
      .select(['status', 'orders', 'salesPaise', 'readyMadePaise'])
      .where('period', '=', 202603)
      .orderBy('status')
      .execute();
    return rows
      .map((r) => [r.status, r.orders, r.salesPaise, r.readyMadePaise].map(Number))
      .filter((r) => r.slice(1).some((v) => v !== 0));
  }

  async function equalsRebuild() {
    const maintained = await rollupSnapshot(t.db);
    await t.db.transaction().execute((trx) => rebuildSalesRollups(trx));
    expect(await rollupSnapshot(t.db)).toEqual(maintained);
  }

  it('follows payment, refunds, a status change and deletion exactly', async () => {
    const orderId = await insertFixtureOrder(t.db, {
      createdAt: ist(2026, 3, 10),
      grandTotalPaise: 10_000,
      paid: false,
      items: [{ kind: 'ready', frameId: 1, quantity: 2, totalPaise: 9_000 }],
    });
    expect(await month()).toEqual([]);

    await change(orderId, { paidAt: ist(2026, 3, 10, 13), paymentStatus: 'paid' });
    expect(await month()).toEqual([[1, 1, 10_000, 9_000]]);
    await equalsRebuild();

    await change(orderId, { refundedPaise: 2_500 });
    expect(await month()).toEqual([[1, 1, 7_500, 9_000]]);
    await equalsRebuild();

    await change(orderId, { status: 4 });
    expect(await month()).toEqual([[4, 1, 7_500, 9_000]]);
    await equalsRebuild();

    // Fully refunded: still an order, with no sales.
    await change(orderId, { refundedPaise: 10_000, paymentStatus: 'refunded' });
    expect(await month()).toEqual([[4, 1, 0, 9_000]]);
    await equalsRebuild();

    await change(orderId, { deletedAt: ist(2026, 3, 20) });
    expect(await month()).toEqual([]);
    await equalsRebuild();
  });
});
