import { toNumber } from '@frameshop/db/rows';
import type { RefundRow } from '@frameshop/db/schema';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { GatewayError } from '@frameshop/phonepe/types';
import { beforeEach, expect, it } from 'vitest';
import { setOrderStatus } from '../../src/orders/order-admin.service';
import { refundOrder } from '../../src/payment/payment-admin.service';
import { advanceRefund } from '../../src/payment/refund-rules';
import { settleAttempt } from '../../src/payment/settlement';
import {
  mailSubjects,
  openShop,
  order,
  orderRow,
  pay,
  refundResult,
  type Shop,
} from '../support/shop-fixtures';

/**
 * Refunds (payment/refund-rules.ts and the admin's refund use case), without HTTP: how much may
 * be refunded, what a completed part or whole refund does to the order, that a replayed answer
 * adds nothing twice, a failed refund flags the order, and a stray payment's refund is not
 * the order's money.
 */

describeEachDialect('refund rules', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 5);
  });

  /** A placed order, paid through a settled attempt. */
  async function paidOrder() {
    const placed = await order(shop);
    const { attemptId, merchantOrderId } = await pay(shop, placed.orderId);
    await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: placed.grandTotalPaise,
      transactionId: 'T1',
      code: 'COMPLETED',
    });
    return { ...placed, merchantOrderId };
  }

  async function refundRows(orderId: number): Promise<RefundRow[]> {
    return shop.deps.db
      .selectFrom('refunds')
      .selectAll()
      .where('orderId', '=', orderId)
      .orderBy('refundId')
      .execute();
  }

  const money = async (orderId: number) => {
    const row = await orderRow(shop, orderId);
    return {
      paymentStatus: row.paymentStatus,
      refundedPaise: toNumber(row.refundedPaise),
      paymentFlag: row.paymentFlag,
    };
  };

  it('refunds part, then the rest; the order is refunded only when the whole went back', async () => {
    const { orderId, grandTotalPaise, merchantOrderId } = await paidOrder();
    shop.gateway.refundAnswer = (id) => refundResult(id, 'COMPLETED');

    await refundOrder.execute(shop.admin, { orderId, amount: 100 });
    const [part] = await refundRows(orderId);
    expect(part).toMatchObject({ state: 'NEW', reason: 'admin: partial' });
    expect(toNumber(part!.amountPaise)).toBe(10_000);
    expect(await advanceRefund(shop.system, part!, { merchantOrderId, api: 'v2' })).toBe(
      'COMPLETED',
    );
    expect(await money(orderId)).toEqual({
      paymentStatus: 'paid',
      refundedPaise: 10_000,
      paymentFlag: null,
    });

    // More than is left is refused, naming what is left.
    await expect(
      refundOrder.execute(shop.admin, { orderId, amount: grandTotalPaise / 100 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await refundOrder.execute(shop.admin, { orderId });
    const rest = (await refundRows(orderId))[1]!;
    expect(rest.reason).toBe('admin: full');
    expect(toNumber(rest.amountPaise)).toBe(grandTotalPaise - 10_000);
    expect(await advanceRefund(shop.system, rest, { merchantOrderId, api: 'v2' })).toBe(
      'COMPLETED',
    );
    expect(await money(orderId)).toEqual({
      paymentStatus: 'refunded',
      refundedPaise: grandTotalPaise,
      paymentFlag: null,
    });
    // Nothing is left to refund.
    await expect(refundOrder.execute(shop.admin, { orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await mailSubjects(shop)).filter((s) => /refund/i.test(s))).toHaveLength(2);
  });

  it('a refund asked while another is open counts that one as already going back', async () => {
    const { orderId, grandTotalPaise } = await paidOrder();
    await refundOrder.execute(shop.admin, { orderId, amount: 50 });
    await refundOrder.execute(shop.admin, { orderId });
    expect((await refundRows(orderId)).map((r) => toNumber(r.amountPaise))).toEqual([
      5_000,
      grandTotalPaise - 5_000,
    ]);
    await expect(refundOrder.execute(shop.admin, { orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('an unpaid order has nothing to refund', async () => {
    const { orderId } = await order(shop);
    await expect(refundOrder.execute(shop.admin, { orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('a replayed completion adds the refund once', async () => {
    const { orderId, grandTotalPaise, merchantOrderId } = await paidOrder();
    shop.gateway.refundAnswer = (id) => refundResult(id, 'COMPLETED');
    await refundOrder.execute(shop.admin, { orderId, amount: 10 });
    const [stale] = await refundRows(orderId);
    // Two workers holding the same NEW row (or a resend after a timeout): one completion.
    await advanceRefund(shop.system, stale!, { merchantOrderId, api: 'v2' });
    await advanceRefund(shop.system, stale!, { merchantOrderId, api: 'v2' });
    expect(await money(orderId)).toMatchObject({ refundedPaise: 1_000, paymentStatus: 'paid' });
    expect(grandTotalPaise).toBeGreaterThan(1_000);
    expect((await refundRows(orderId))[0]!.state).toBe('COMPLETED');
  });

  it('a refused refund the gateway never heard of fails and flags the order', async () => {
    const { orderId, merchantOrderId } = await paidOrder();
    shop.gateway.refundAnswer = new GatewayError('bad_request', 'refused', 'BAD_REQUEST');
    shop.gateway.refundStatusAnswer = new GatewayError('not_found', 'no such refund');
    await refundOrder.execute(shop.admin, { orderId, amount: 10 });
    const [refund] = await refundRows(orderId);
    expect(await advanceRefund(shop.system, refund!, { merchantOrderId, api: 'v2' })).toBe(
      'FAILED',
    );
    const after = await money(orderId);
    expect(after.refundedPaise).toBe(0);
    expect(after.paymentStatus).toBe('paid');
    expect(after.paymentFlag).toMatch(/^Refund FR\S+ of ₹10\.00 failed: refund it again$/);
    expect((await refundRows(orderId))[0]).toMatchObject({
      state: 'FAILED',
      note: 'bad_request: BAD_REQUEST',
    });
  });

  it('a gateway that is down leaves the refund to be sent again', async () => {
    const { orderId, merchantOrderId } = await paidOrder();
    shop.gateway.refundAnswer = new GatewayError('unavailable', 'timeout');
    await refundOrder.execute(shop.admin, { orderId, amount: 10 });
    const [refund] = await refundRows(orderId);
    expect(await advanceRefund(shop.system, refund!, { merchantOrderId, api: 'v2' })).toBe('NEW');
    expect((await refundRows(orderId))[0]).toMatchObject({
      state: 'NEW',
      note: 'Gateway unavailable; retrying',
    });
    expect((await money(orderId)).refundedPaise).toBe(0);
  });

  it("a late payment's refund returns that payment, not the order's money", async () => {
    const { orderId, grandTotalPaise } = await order(shop);
    const { attemptId, merchantOrderId } = await pay(shop, orderId);
    await setOrderStatus.execute(shop.admin, { orderId, status: 5 });
    await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: grandTotalPaise,
      transactionId: 'T7',
      code: 'COMPLETED',
    });
    expect((await money(orderId)).paymentStatus).toBe('refund pending');
    shop.gateway.refundAnswer = (id) => refundResult(id, 'COMPLETED');
    const [refund] = await refundRows(orderId);
    expect(refund!.reason).toBe('late payment');
    expect(await advanceRefund(shop.system, refund!, { merchantOrderId, api: 'v2' })).toBe(
      'COMPLETED',
    );
    expect(await money(orderId)).toEqual({
      paymentStatus: 'refunded',
      refundedPaise: 0,
      paymentFlag: null,
    });
  });
});
