import { describe, expect, it } from 'vitest';
import {
  addItems,
  addOrder,
  emptyDelta,
  type ItemFacts,
  isEmptyDelta,
  type OrderFacts,
} from '../../src/analytics/rollup-math';
import { isCounted } from '../../src/analytics/sales-rollup.published';
import { ist } from '../../src/testing/sales-fixtures';

/**
 * The arithmetic of the sales rollups (analytics/rollup-math.ts), no database: which buckets an
 * order lands in, what it adds, that taking it away again leaves nothing, and which orders
 * count at all.
 */

const facts = (patch: Partial<OrderFacts> = {}): OrderFacts => ({
  orderId: 7,
  // 00:30 IST on 1 March 2026: still 28 February in UTC.
  createdAt: ist(2026, 3, 1, 0, 30),
  status: 2,
  grandTotalPaise: 10_000,
  refundedPaise: 2_500,
  paidAt: ist(2026, 3, 1, 0, 31),
  deletedAt: null,
  hasPrelisted: 1,
  hasCustom: 1,
  ...patch,
});

const items: ItemFacts[] = [
  {
    orderId: 7,
    kind: 'ready',
    quantity: 2,
    totalPaise: 6_000,
    frameId: 3,
    name: 'Oak Classic',
    image: null,
  },
  {
    orderId: 7,
    kind: 'custom',
    quantity: 1,
    totalPaise: 3_000,
    material: 'Canvas',
    frameMaterial: 'Teak',
    areaE4: 15_000,
  },
];

describe('rollup arithmetic', () => {
  it('counts an order in its IST day and IST month, with sales net of refunds', () => {
    const delta = emptyDelta();
    addOrder(delta, facts(), 1);
    expect(
      [...delta.totals.values()].map((r) => [r.period, r.status, r.orders, r.salesPaise]),
    ).toEqual([
      [20260301, 2, 1, 7_500],
      [202603, 2, 1, 7_500],
    ]);
  });

  it('puts ready-made lines under products and custom lines under material pairs', () => {
    const delta = emptyDelta();
    addItems(delta, facts(), items, 1);
    const day = delta.totals.get('20260301|2')!;
    expect(day).toMatchObject({
      orders: 0,
      readyMadePaise: 6_000,
      customPaise: 3_000,
      customLines: 1,
      customAreaE4: 15_000,
    });
    expect(delta.products.get('202603|2|3')).toEqual({
      period: 202603,
      status: 2,
      frameId: 3,
      units: 2,
      revenuePaise: 6_000,
    });
    expect(delta.materials.get('20260301|2|Canvas|Teak')).toMatchObject({
      units: 1,
      revenuePaise: 3_000,
    });
    expect(delta.names.get(3)).toEqual({ name: 'Oak Classic', image: null });
  });

  it('moving an order between statuses takes from one bucket what it gives the other', () => {
    const delta = emptyDelta();
    addOrder(delta, facts({ status: 2 }), -1);
    addItems(delta, facts({ status: 2 }), items, -1);
    addOrder(delta, facts({ status: 4 }), 1);
    addItems(delta, facts({ status: 4 }), items, 1);
    expect(isEmptyDelta(delta)).toBe(false);
    expect(delta.totals.get('202603|2')).toMatchObject({ orders: -1, salesPaise: -7_500 });
    expect(delta.totals.get('202603|4')).toMatchObject({ orders: 1, salesPaise: 7_500 });
    expect(delta.products.get('202603|2|3')?.units).toBe(-2);
    // Removing a product never renames it.
    const only = emptyDelta();
    addItems(only, facts(), items, -1);
    expect(only.names.size).toBe(0);
  });

  it('adding and taking away the same order leaves an empty delta', () => {
    const delta = emptyDelta();
    addOrder(delta, facts(), 1);
    addOrder(delta, facts(), -1);
    expect(isEmptyDelta(delta)).toBe(true);
    expect(delta.totals.size).toBe(0);
    // A refund changes only the sales, not the count.
    const refund = emptyDelta();
    addOrder(refund, facts(), -1);
    addOrder(refund, facts({ refundedPaise: 10_000 }), 1);
    expect(isEmptyDelta(refund)).toBe(false);
    expect([...refund.totals.values()].map((r) => [r.orders, r.salesPaise])).toEqual([
      [0, -7_500],
      [0, -7_500],
    ]);
  });

  it('counts paid, live orders only', () => {
    expect(isCounted(facts())).toBe(true);
    expect(isCounted(facts({ refundedPaise: 10_000 }))).toBe(true);
    expect(isCounted(facts({ paidAt: null }))).toBe(false);
    expect(isCounted(facts({ deletedAt: 1 }))).toBe(false);
    expect(isCounted(null)).toBe(false);
  });
});
