import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { adjustStock, listStock, stockHistory } from '../../src/inventory/stock-screen.service';
import { setOrderStatus } from '../../src/orders/order-admin.service';
import { AppError } from '../../src/shared/errors';
import { stockFigures } from '../../src/testing/stock-invariants';
import { refusal } from '../helpers';
import { brokenInvariants, stockShop } from '../stock-fixtures';

/**
 * Issue 24, the stock screen: figures from the ledger and the orders, adjustments that move
 * total and remaining together with a ledger row (reason, admin), refusals that change nothing,
 * and adjustments racing orders on both engines.
 */
describeEachDialect('stock screen', (t) => {
  beforeEach(() => t.truncate());

  const shop = () => stockShop(t);
  const figures = async () =>
    (await stockFigures(t)).map((f) => [f.total, f.remaining, f.held, f.sold]);

  it('lists each variant with total, held, sold and remaining from the orders', async () => {
    const s = await shop();
    const shipped = await s.place(s.shoppers[0]!, [2, 1]);
    await setOrderStatus.run(s.admin, { orderId: shipped.orderId, status: 3 });
    await s.place(s.shoppers[1]!, [3, 0]);
    const page = await listStock.run(s.admin, { search: 'oak', page: 1 });
    expect(page.total).toBe(2);
    expect(page.data.map((v) => [v.size, v.total, v.held, v.sold, v.remaining])).toEqual([
      ['8x10', 10, 3, 2, 5],
      ['12x18', 4, 0, 1, 3],
    ]);
    expect((await listStock.run(s.admin, { search: 'teak', page: 1 })).data).toEqual([]);
    // A LIKE wildcard typed by the admin is dropped, not a pattern.
    expect((await listStock.run(s.admin, { search: 'o%k', page: 1 })).total).toBe(0);
    expect((await listStock.run(s.admin, { search: 'OAK_', page: 1 })).total).toBe(2);
  });

  it('received and damaged move total and remaining together; orders keep what they hold', async () => {
    const s = await shop();
    await s.place(s.shoppers[0]!, [3, 0]);
    const variant = s.variantIds[0]!;
    const got = await adjustStock.run(s.admin, {
      frameSizeId: variant,
      kind: 'received',
      quantity: 5,
      reason: 'Delivery from Jaipur',
    });
    expect([got.delta, got.variant.total, got.variant.remaining, got.variant.held]).toEqual([
      5, 15, 12, 3,
    ]);
    const broke = await adjustStock.run(s.admin, {
      frameSizeId: variant,
      kind: 'damaged',
      quantity: 2,
      reason: 'Glass cracked',
    });
    expect([broke.delta, broke.variant.total, broke.variant.remaining]).toEqual([-2, 13, 10]);
    expect(await figures()).toEqual([
      [13, 10, 3, 0],
      [4, 4, 0, 0],
    ]);
    expect(await brokenInvariants(t)).toEqual([]);
  });

  it('counted sets what remains and writes the difference', async () => {
    const s = await shop();
    await s.place(s.shoppers[0]!, [1, 0]);
    const counted = await adjustStock.run(s.admin, {
      frameSizeId: s.variantIds[0]!,
      kind: 'counted',
      quantity: 6,
      reason: 'Monthly count',
    });
    expect([counted.delta, counted.variant.total, counted.variant.remaining]).toEqual([-3, 7, 6]);
    const same = await adjustStock.run(s.admin, {
      frameSizeId: s.variantIds[0]!,
      kind: 'counted',
      quantity: 6,
      reason: 'Counted again',
    });
    expect(same.delta).toBe(0);
    const zero = await adjustStock.run(s.admin, {
      frameSizeId: s.variantIds[0]!,
      kind: 'counted',
      quantity: 0,
      reason: 'Shelf empty',
    });
    expect([zero.variant.total, zero.variant.remaining, zero.variant.held]).toEqual([1, 0, 1]);
    expect(await brokenInvariants(t)).toEqual([]);
  });

  it('damaging more than is for sale is a 409 naming the size and what orders hold; nothing moves', async () => {
    const s = await shop();
    await s.place(s.shoppers[0]!, [3, 0]);
    const before = await figures();
    const movesBefore = await t.db.selectFrom('stock_movements').selectAll().execute();
    const refused = await refusal(() =>
      adjustStock.run(s.admin, {
        frameSizeId: s.variantIds[0]!,
        kind: 'damaged',
        quantity: 8,
        reason: 'Flood',
      }),
    );
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      'Cannot mark 8 of Oak Classic 8x10 as damaged: 7 are for sale, orders hold 3 and sold 0 (those stay with their orders).',
    );
    expect(await figures()).toEqual(before);
    expect(await t.db.selectFrom('stock_movements').selectAll().execute()).toEqual(movesBefore);
  });

  it('bad input is a 400 and changes nothing', async () => {
    const s = await shop();
    const before = await figures();
    for (const bad of [
      { frameSizeId: s.variantIds[0]!, kind: 'received', quantity: 0, reason: 'x' },
      { frameSizeId: s.variantIds[0]!, kind: 'received', quantity: -1, reason: 'x' },
      { frameSizeId: s.variantIds[0]!, kind: 'received', quantity: 1.5, reason: 'x' },
      { frameSizeId: s.variantIds[0]!, kind: 'received', quantity: 1, reason: '  ' },
      { frameSizeId: s.variantIds[0]!, kind: 'stolen', quantity: 1, reason: 'x' },
      { frameSizeId: s.variantIds[0]!, kind: 'received', quantity: 100_001, reason: 'x' },
    ]) {
      const r = await refusal(() => adjustStock.execute(s.admin, bad));
      expect(r.code, JSON.stringify(bad)).toBe('BAD_REQUEST');
    }
    const missing = await refusal(() =>
      adjustStock.run(s.admin, {
        frameSizeId: 999_999,
        kind: 'received',
        quantity: 1,
        reason: 'x',
      }),
    );
    expect(missing.code).toBe('NOT_FOUND');
    expect(await figures()).toEqual(before);
  });

  it('shoppers and anonymous callers are refused', async () => {
    const s = await shop();
    const input = {
      frameSizeId: s.variantIds[0]!,
      kind: 'received' as const,
      quantity: 1,
      reason: 'x',
    };
    expect((await refusal(() => adjustStock.run(s.shoppers[0]!, input))).code).toBe('FORBIDDEN');
    expect((await refusal(() => adjustStock.run({ ...s.admin, actor: null }, input))).code).toBe(
      'UNAUTHORIZED',
    );
    expect((await refusal(() => listStock.run(s.shoppers[0]!, { search: '', page: 1 }))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('the history names who, when, why, the delta and the running balance', async () => {
    const s = await shop();
    await s.place(s.shoppers[0]!, [2, 0]);
    await adjustStock.run(s.admin, {
      frameSizeId: s.variantIds[0]!,
      kind: 'received',
      quantity: 4,
      reason: 'Delivery',
    });
    const history = await stockHistory.run(s.admin, { frameSizeId: s.variantIds[0]! });
    expect(history.variant.remaining).toBe(12);
    expect(history.movements.map((m) => [m.reason, m.delta, m.balance, m.actor, m.note])).toEqual([
      ['received', 4, 12, 'P0 K', 'Delivery'],
      ['order_reserve', -2, 8, 'P1 K', null],
      ['initial', 10, 10, 'P0 K', null],
    ]);
    expect(history.truncated).toBe(false);
  });

  // Three rounds on a fresh shop each: adjustments and orders at once never break the invariants.
  it.each([1, 2, 3])(
    'adjustments racing orders keep 0 <= remaining <= total and the ledger (round %i)',
    async () => {
      const s = await shop();
      const variant = s.variantIds[0]!;
      const adjust = (kind: 'received' | 'damaged' | 'counted', quantity: number) => () =>
        adjustStock.run(s.admin, { frameSizeId: variant, kind, quantity, reason: 'Race' });
      const work = [
        ...Array.from({ length: 6 }, (_, i) => () => s.place(s.shoppers[i % 2]!, [2, 0])),
        adjust('damaged', 3),
        adjust('received', 2),
        adjust('counted', 1),
        adjust('damaged', 4),
      ];
      const outcomes = await Promise.allSettled(work.map((w) => w()));
      for (const o of outcomes) {
        if (o.status === 'fulfilled') continue;
        // A 409 (short, or damaged beyond what is for sale) is an answer; a deadlock is a bug.
        expect(o.reason instanceof AppError && o.reason.code === 'CONFLICT', String(o.reason)).toBe(
          true,
        );
      }
      expect(await brokenInvariants(t)).toEqual([]);
    },
  );
});
