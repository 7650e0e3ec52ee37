import type { OrderRow } from '@frameshop/db/schema';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, describe, expect, it } from 'vitest';
import { setOrderStatus } from '../../src/orders/order-admin.service';
import {
  actorName,
  cancellation,
  changeOrder,
  lockOrderForChange,
  paymentEnded,
  releaseIfUnpaid,
  releaseOnCancel,
  reserveAgain,
} from '../../src/orders/order-changes.published';
import type { ServiceContext } from '../../src/shared/context';
import { refusal } from '../helpers';
import {
  eventsOf,
  mailSubjects,
  openShop,
  order,
  orderRow,
  refundsOf,
  type Shop,
  stockOf,
} from '../support/shop-fixtures';

/**
 * The one way an order changes after it is placed (orders/order-changes.ts): what cancelling
 * and a failed payment change, stock released and taken again exactly once, and the status
 * moves an admin may and may not make. No HTTP: the HTTP suites are the contract tests.
 */

const row = (patch: Partial<OrderRow>) =>
  ({ status: 1, paymentStatus: 'awaiting payment', paidAt: null, ...patch }) as OrderRow;

describe('order change rules', () => {
  it('cancelling a paid order asks for its refund; an unpaid one only changes status', () => {
    expect(cancellation(row({ paymentStatus: 'paid', status: 2 }))).toEqual({
      status: 5,
      paymentStatus: 'refund pending',
    });
    expect(cancellation(row({ paymentStatus: 'awaiting payment' }))).toEqual({ status: 5 });
    expect(cancellation(row({ paymentStatus: 'failed' }))).toEqual({ status: 5 });
  });

  it('a failed or expired payment cancels a Pending order, and only a Pending one', () => {
    expect(paymentEnded(row({ status: 1 }), 'failed')).toEqual({
      paymentStatus: 'failed',
      status: 5,
    });
    expect(paymentEnded(row({ status: 1 }), 'expired')).toEqual({
      paymentStatus: 'expired',
      status: 5,
    });
    expect(paymentEnded(row({ status: 2 }), 'expired')).toEqual({ paymentStatus: 'expired' });
    expect(paymentEnded(row({ status: 5 }), 'failed')).toEqual({ paymentStatus: 'failed' });
  });

  it('names who made a change on the timeline', () => {
    expect(actorName(null)).toBe('anonymous');
    expect(actorName({ role: 'system', job: 'payment-reconciler' })).toBe('payment-reconciler');
    expect(actorName({ role: 'admin', userId: 1, sessionId: 's', permissions: [] })).toBe('admin');
    expect(actorName({ role: 'user', userId: 2, sessionId: 's', permissions: [] })).toBe('shopper');
  });
});

describeEachDialect('order changes', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 5);
  });

  const orderMoves = async () =>
    (await stockOf(shop)).ledger.filter((line) => line.startsWith('order_'));

  /** Marks the order paid as the payment domain does: through changeOrder, in a transaction. */
  async function markPaid(orderId: number) {
    await shop.deps.db.transaction().execute(async (trx) => {
      const locked = (await lockOrderForChange(trx, orderId))!;
      await changeOrder(trx, shop.system, locked, { paymentStatus: 'paid', paidAt: 1000 }, null);
    });
  }

  const setStatus = (orderId: number, status: number) =>
    setOrderStatus.execute(shop.admin, { orderId, status });

  it('placing reserves; cancelling releases once; reopening reserves again', async () => {
    const { orderId } = await order(shop, 2);
    expect((await stockOf(shop)).remained).toBe(3);
    expect((await orderRow(shop, orderId)).stockReserved).toBeTruthy();

    await setStatus(orderId, 5);
    expect((await stockOf(shop)).remained).toBe(5);
    expect(Boolean(Number((await orderRow(shop, orderId)).stockReserved))).toBe(false);
    // Cancelled again (same status) and released again by hand: nothing moves twice.
    await setStatus(orderId, 5);
    await shop.deps.db.transaction().execute(async (trx) => {
      const locked = (await lockOrderForChange(trx, orderId))!;
      await releaseIfUnpaid(trx, shop.admin, locked);
      await releaseOnCancel(trx, shop.admin, locked);
    });
    expect((await stockOf(shop)).remained).toBe(5);

    await setStatus(orderId, 2);
    expect((await stockOf(shop)).remained).toBe(3);
    // And taking it again by hand does not take it twice.
    await shop.deps.db.transaction().execute((trx) => reserveAgain(trx, shop.admin, orderId));
    expect((await stockOf(shop)).remained).toBe(3);
    expect(await orderMoves()).toEqual(['order_reserve -2', 'order_release 2', 'order_reserve -2']);
    expect(await eventsOf(shop, orderId)).toEqual(
      expect.arrayContaining(['status: Pending → Cancelled', 'status: Cancelled → Processing']),
    );
  });

  it('a paid order cancelled before shipping gives stock back and waits for its refund', async () => {
    const { orderId } = await order(shop, 1);
    await markPaid(orderId);
    await setStatus(orderId, 2);
    await setStatus(orderId, 5);
    const after = await orderRow(shop, orderId);
    expect(after).toMatchObject({ paymentStatus: 'refund pending' });
    expect(Number(after.status)).toBe(5);
    expect((await stockOf(shop)).remained).toBe(5);
    // Refund pending: it cannot be reopened, and nothing moved.
    await expect(setStatus(orderId, 2)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(Number((await orderRow(shop, orderId)).status)).toBe(5);
    expect(await orderMoves()).toEqual(['order_reserve -1', 'order_release 1']);
  });

  it('a shipped order that is cancelled keeps its stock out', async () => {
    const { orderId } = await order(shop, 2);
    await markPaid(orderId);
    await setStatus(orderId, 3);
    await setStatus(orderId, 5);
    expect((await stockOf(shop)).remained).toBe(3);
    expect(await orderMoves()).toEqual(['order_reserve -2']);
    expect(await mailSubjects(shop)).toEqual([
      expect.stringMatching(/shipped/i),
      expect.stringMatching(/cancelled/i),
    ]);
  });

  it('reopening refuses a failed payment, and a line whose stock is gone (409, nothing moves)', async () => {
    const first = await order(shop, 3);
    await setStatus(first.orderId, 5);
    // Someone else buys the stock meanwhile: 4 of 5 are gone, 3 are needed.
    await order(shop, 4);
    await expect(setStatus(first.orderId, 1)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Only 1 left of Oak Classic'),
    });
    expect(Number((await orderRow(shop, first.orderId)).status)).toBe(5);
    expect((await stockOf(shop)).remained).toBe(1);

    const second = await order(shop, 1);
    await shop.deps.db.transaction().execute(async (trx) => {
      const locked = (await lockOrderForChange(trx, second.orderId))!;
      await releaseIfUnpaid(trx, shop.system, locked);
      await changeOrder(trx, shop.system, locked, paymentEnded(locked, 'failed'), null);
    });
    await expect(setStatus(second.orderId, 2)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await stockOf(shop)).remained).toBe(1);
  });

  /** Everything a refused cancel must leave as it was. */
  async function snapshot(orderId: number) {
    const row = await orderRow(shop, orderId);
    return {
      row: { ...row },
      stock: await stockOf(shop),
      events: await eventsOf(shop, orderId),
      refunds: await refundsOf(shop, orderId),
      mails: await mailSubjects(shop),
    };
  }

  it('an API key cannot cancel an order with money taken, whatever its status (403, nothing changes)', async () => {
    const key: ServiceContext = {
      ...shop.deps,
      actor: {
        role: 'integration',
        apiKeyId: 1,
        makerUserId: 1,
        permissions: ['orders:read', 'orders:write'],
      },
      ip: '203.0.113.9',
    };
    const { orderId } = await order(shop, 1);
    await markPaid(orderId);
    for (const status of [1, 2, 3, 4]) {
      if (status > 1) await setStatus(orderId, status);
      const before = await snapshot(orderId);
      const r = await refusal(() => setOrderStatus.execute(key, { orderId, status: 5 }));
      expect(r).toEqual({
        code: 'FORBIDDEN',
        message: 'Cancelling a paid order refunds it: do it in the admin',
      });
      expect(await snapshot(orderId)).toEqual(before);
    }
    // An unpaid order is the key's to cancel: no money moves.
    const unpaid = await order(shop, 1);
    await setOrderStatus.execute(key, { orderId: unpaid.orderId, status: 5 });
    expect(Number((await orderRow(shop, unpaid.orderId)).status)).toBe(5);
  });

  it('a delivered order paid online is never refunded by cancelling it: 409, refund it first', async () => {
    const { orderId } = await order(shop, 1);
    await markPaid(orderId);
    await setStatus(orderId, 4);
    const before = await snapshot(orderId);
    const r = await refusal(() => setStatus(orderId, 5));
    expect(r.code).toBe('CONFLICT');
    expect(r.message).toMatch(/delivered/i);
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('changeOrder writes the row, the timeline, the sales figures and the mail together', async () => {
    const { orderId, grandTotalPaise } = await order(shop, 1);
    await markPaid(orderId);
    await shop.deps.db.transaction().execute(async (trx) => {
      const locked = (await lockOrderForChange(trx, orderId))!;
      await changeOrder(
        trx,
        shop.admin,
        locked,
        { status: 4 },
        { kind: 'status', detail: 'by hand' },
        'delivered',
      );
    });
    expect(Number((await orderRow(shop, orderId)).status)).toBe(4);
    expect(await eventsOf(shop, orderId)).toContain('status: by hand');
    expect(await mailSubjects(shop)).toEqual([expect.stringMatching(/delivered/i)]);
    const totals = await shop.deps.db
      .selectFrom('sales_totals')
      .select(['status', 'orders', 'salesPaise'])
      .where('orders', '!=', 0)
      .execute();
    // The day and the month bucket, both under Delivered now.
    expect(totals.map((r) => [Number(r.status), Number(r.orders), Number(r.salesPaise)])).toEqual([
      [4, 1, grandTotalPaise],
      [4, 1, grandTotalPaise],
    ]);
  });
});
