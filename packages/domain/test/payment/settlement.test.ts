import { EXPIRY_GRACE_MS } from '@frameshop/contracts/payment/schedule';
import { formatRupees } from '@frameshop/contracts/shared/format';
import type { PaymentAttemptRow } from '@frameshop/db/schema';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { GatewayError, type StatusResult } from '@frameshop/phonepe/types';
import { beforeEach, describe, expect, it } from 'vitest';
import { setOrderStatus } from '../../src/orders/order-admin.service';
import { checkAttempt, settleAttempt, verdictOf } from '../../src/payment/settlement';
import {
  completed,
  eventsOf,
  mailSubjects,
  openShop,
  order,
  orderRow,
  pay,
  refundsOf,
  type Shop,
  stockOf,
} from '../support/shop-fixtures';

/**
 * Turning the gateway's word into order state (payment/settlement.ts), without HTTP: the
 * amount must match, one settlement however many replays, a failure releases the stock once,
 * money that arrives too late goes back. apps/server/test/payment-*.test.ts are the contract.
 */

const rupees = (paise: number) => formatRupees(paise / 100);
const attempt = { merchantOrderId: 'FP1_abc', expireAt: 10_000 } as PaymentAttemptRow;
const status = (state: StatusResult['state'], code: string = state): StatusResult => ({
  merchantOrderId: 'FP1_abc',
  state,
  amountPaise: state === 'COMPLETED' ? 5000 : null,
  gatewayOrderId: null,
  transactionId: state === 'COMPLETED' ? 'T1' : null,
  code,
});

describe('verdictOf', () => {
  it('believes COMPLETED whenever it comes, with the amount the gateway took', () => {
    expect(verdictOf(attempt, status('COMPLETED'), 99_999_999)).toEqual({
      state: 'COMPLETED',
      amountPaise: 5000,
      transactionId: 'T1',
      code: 'COMPLETED',
    });
  });

  it('calls a failure after the expiry time an expiry', () => {
    expect(verdictOf(attempt, status('FAILED', 'PAYMENT_DECLINED'), 10_000)).toEqual({
      state: 'FAILED',
      code: 'PAYMENT_DECLINED',
    });
    expect(verdictOf(attempt, status('FAILED', 'PAYMENT_DECLINED'), 10_001)).toEqual({
      state: 'EXPIRED',
      code: 'PAYMENT_DECLINED',
    });
  });

  it('keeps asking while pending, until the grace after expiry is over', () => {
    expect(verdictOf(attempt, status('PENDING'), 5_000)).toBeNull();
    expect(verdictOf(attempt, status('PENDING'), 10_000 + EXPIRY_GRACE_MS)).toBeNull();
    expect(verdictOf(attempt, status('PENDING'), 10_001 + EXPIRY_GRACE_MS)).toEqual({
      state: 'EXPIRED',
      code: 'NO_ANSWER_BEFORE_EXPIRY',
    });
  });
});

describeEachDialect('payment settlement', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 5);
  });

  const paymentEvents = async (orderId: number) =>
    (await eventsOf(shop, orderId)).filter((e) => e.startsWith('payment: '));

  it('marks the order paid once, however many times and however concurrently it is told', async () => {
    const { orderId, grandTotalPaise } = await order(shop, 2);
    const { attemptId, merchantOrderId } = await pay(shop, orderId);
    const verdict = {
      state: 'COMPLETED' as const,
      amountPaise: grandTotalPaise,
      transactionId: 'T42',
      code: 'COMPLETED',
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settleAttempt(shop.system, attemptId, verdict)),
    );
    expect(results).toEqual(Array(5).fill({ state: 'completed', note: null }));
    expect(await settleAttempt(shop.system, attemptId, verdict)).toEqual({
      state: 'completed',
      note: null,
    });
    const paid = await orderRow(shop, orderId);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(await paymentEvents(orderId)).toEqual([
      `payment: Payment ${merchantOrderId} started for ${rupees(grandTotalPaise)}`,
      `payment: Paid ${rupees(grandTotalPaise)} through PhonePe (${merchantOrderId}, transaction T42)`,
    ]);
    expect(await mailSubjects(shop)).toHaveLength(1);
    // Paid stock stays taken: settling never moves it.
    expect((await stockOf(shop)).remained).toBe(3);
  });

  it('refuses an amount that differs: not paid, flagged, the money sent back', async () => {
    const { orderId, grandTotalPaise } = await order(shop);
    const { attemptId, merchantOrderId } = await pay(shop, orderId);
    const result = await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: grandTotalPaise - 100,
      transactionId: 'T1',
      code: 'COMPLETED',
    });
    expect(result.state).toBe('mismatch');
    const after = await orderRow(shop, orderId);
    expect(after).toMatchObject({ paymentStatus: 'awaiting payment', paidAt: null });
    expect(after.paymentFlag).toMatch(new RegExp(`^Amount mismatch \\(${merchantOrderId}\\)`));
    expect((await refundsOf(shop, orderId)).map((r) => [r.amountPaise, r.reason, r.state])).toEqual(
      [[grandTotalPaise - 100, 'amount mismatch', 'NEW']],
    );
    expect(await mailSubjects(shop)).toEqual([]);
  });

  it('a mismatch with no amount at all refunds nothing', async () => {
    const { orderId } = await order(shop);
    const { attemptId } = await pay(shop, orderId);
    const result = await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: null,
      transactionId: null,
      code: 'COMPLETED',
    });
    expect(result).toEqual({
      state: 'mismatch',
      note: expect.stringContaining('Gateway amount missing'),
    });
    expect(await refundsOf(shop, orderId)).toEqual([]);
  });

  it('a declined payment cancels the Pending order and releases its stock once', async () => {
    const { orderId } = await order(shop, 2);
    const { attemptId } = await pay(shop, orderId);
    const declined = { state: 'FAILED' as const, code: 'PAYMENT_DECLINED' };
    expect(await settleAttempt(shop.system, attemptId, declined)).toEqual({
      state: 'failed',
      note: 'PAYMENT_DECLINED',
    });
    expect(await settleAttempt(shop.system, attemptId, declined)).toEqual({
      state: 'failed',
      note: 'PAYMENT_DECLINED',
    });
    const after = await orderRow(shop, orderId);
    expect(after.paymentStatus).toBe('failed');
    expect(Number(after.status)).toBe(5);
    expect((await stockOf(shop)).ledger.filter((l) => l.startsWith('order_'))).toEqual([
      'order_reserve -2',
      'order_release 2',
    ]);
    expect(await mailSubjects(shop)).toHaveLength(1);
  });

  it('money that arrives after the order was cancelled is refunded, never kept', async () => {
    const { orderId, grandTotalPaise } = await order(shop);
    const { attemptId } = await pay(shop, orderId);
    await setOrderStatus.execute(shop.admin, { orderId, status: 5 });
    const result = await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: grandTotalPaise,
      transactionId: 'T9',
      code: 'COMPLETED',
    });
    expect(result).toEqual({ state: 'completed', note: 'late' });
    const after = await orderRow(shop, orderId);
    expect(after).toMatchObject({ paymentStatus: 'refund pending', paidAt: null });
    expect((await refundsOf(shop, orderId)).map((r) => [r.amountPaise, r.reason])).toEqual([
      [grandTotalPaise, 'late payment'],
    ]);
    expect((await paymentEvents(orderId)).at(-1)).toContain(
      'arrived after the order was cancelled: refunded automatically',
    );
  });

  it('checkAttempt decides only on an answer about this attempt', async () => {
    const { orderId, grandTotalPaise } = await order(shop);
    const { merchantOrderId } = await pay(shop, orderId);
    const row = await shop.deps.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('merchantOrderId', '=', merchantOrderId)
      .executeTakeFirstOrThrow();

    shop.gateway.statusAnswer = new GatewayError('unavailable', 'down');
    expect(await checkAttempt(shop.system, row)).toEqual({
      state: 'pending',
      note: 'Status check: unavailable',
    });
    shop.gateway.statusAnswer = completed('FP999_other', grandTotalPaise);
    expect(await checkAttempt(shop.system, row)).toEqual({
      state: 'pending',
      note: 'Status answer for another id',
    });
    expect((await orderRow(shop, orderId)).paymentStatus).toBe('awaiting payment');

    shop.gateway.statusAnswer = completed(merchantOrderId, grandTotalPaise);
    expect(await checkAttempt(shop.system, row)).toEqual({ state: 'completed', note: null });
    expect((await orderRow(shop, orderId)).paymentStatus).toBe('paid');
  });
});
