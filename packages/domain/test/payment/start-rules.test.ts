import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { GatewayError } from '@frameshop/phonepe/types';
import { beforeEach, expect, it } from 'vitest';
import { startPayment } from '../../src/payment/payment.service';
import { runPaymentWorker } from '../../src/payment/payment-worker.service';
import { checkAttempt } from '../../src/payment/settlement';
import { refusal } from '../helpers';
import { completed, openShop, order, orderRow, type Shop, stockOf } from '../support/shop-fixtures';

/**
 * Payment attempts are bounded (issue 19): one live attempt per order (starting again answers
 * its checkout page, no new Pay call), a new one only once it ended, at most 5 an hour; an
 * attempt is settled and refunded through the API version it was made with; a gateway that
 * keeps erroring does not keep an attempt open past its expiry. Against the scripted gateway.
 */

describeEachDialect('starting a payment', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 5);
  });

  const attemptsOf = (orderId: number) =>
    t.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('orderId', '=', orderId)
      .orderBy('attemptId')
      .execute();
  const pays = () => shop.gateway.calls.filter((c) => c.startsWith('pay '));
  const start = (orderId: number) => startPayment.execute(shop.shopper, { orderId });

  it('starting again while an attempt is live answers its page, with no new Pay call', async () => {
    const { orderId } = await order(shop);
    const first = await start(orderId);
    const again = await start(orderId);
    expect(again).toEqual(first);
    expect(pays()).toHaveLength(1);
    expect(await attemptsOf(orderId)).toHaveLength(1);
  });

  it('5 starts at once make one attempt and one Pay call', async () => {
    const { orderId } = await order(shop);
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const pay = shop.gateway.pay.bind(shop.gateway);
    shop.gateway.pay = async (req) => {
      await held; // the Pay call is out while the others arrive
      return pay(req);
    };
    const racing = Promise.allSettled(Array.from({ length: 5 }, () => start(orderId)));
    await new Promise((r) => setTimeout(r, 300));
    release();
    const outcomes = await racing;
    const ok = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason.message] : []));
    // One made the attempt; the other four found its Pay call out and were told to wait.
    expect(ok).toHaveLength(1);
    expect(refused).toEqual(
      Array(4).fill(
        'A payment for this order is still being started. Please try again in a few minutes.',
      ),
    );
    expect(pays()).toHaveLength(1);
    expect(await attemptsOf(orderId)).toHaveLength(1);
  });

  it('a Pay call that failed: the next start ends it once the gateway says it never heard of it', async () => {
    const { orderId } = await order(shop);
    shop.gateway.payAnswer = new GatewayError('unavailable', 'HTTP 500');
    expect(await refusal(() => start(orderId))).toMatchObject({ code: 'UNAVAILABLE' });
    shop.gateway.payAnswer = null;

    // The gateway cannot say either: nothing changes, the shopper is told to wait.
    const stock = await stockOf(shop);
    expect(await refusal(() => start(orderId))).toEqual({
      code: 'CONFLICT',
      message:
        'A payment for this order is still being started. Please try again in a few minutes.',
    });
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['pending']);

    shop.gateway.statusAnswer = new GatewayError(
      'not_found',
      'unknown',
      'MERCHANT_ORDER_MAPPING_NOT_FOUND',
    );
    const second = await start(orderId);
    const rows = await attemptsOf(orderId);
    expect(rows.map((a) => [a.state, a.note])).toEqual([
      ['failed', 'NOT_FOUND_AT_GATEWAY'],
      ['pending', null],
    ]);
    expect(second.merchantTransactionId).toBe(rows[1]?.merchantOrderId);
    // The order still waits for its money; no stock moved.
    expect((await orderRow(shop, orderId)).paymentStatus).toBe('awaiting payment');
    expect(await stockOf(shop)).toEqual(stock);
  });

  it('at most 5 attempts an hour per order: the sixth is a 429 in words', async () => {
    const { orderId } = await order(shop);
    shop.gateway.payAnswer = new GatewayError('unavailable', 'HTTP 500');
    shop.gateway.statusAnswer = new GatewayError('not_found', 'unknown');
    for (let i = 0; i < 5; i++) {
      expect(await refusal(() => start(orderId))).toMatchObject({ code: 'UNAVAILABLE' });
    }
    expect(pays()).toHaveLength(5);
    shop.gateway.payAnswer = null;
    expect(await refusal(() => start(orderId))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'This order has had 5 payment attempts in the last hour. Please try again later.',
    });
    expect(pays()).toHaveLength(5);
    // An hour later the order may try again.
    await t.db
      .updateTable('payment_attempts')
      .set((eb) => ({ createdAt: eb('createdAt', '-', 3_600_000) }))
      .execute();
    await expect(start(orderId)).resolves.toMatchObject({ redirectUrl: expect.any(String) });
  });

  it('an attempt is settled and refunded through the API version it was made with', async () => {
    const { orderId, grandTotalPaise } = await order(shop);
    const { merchantTransactionId: id } = await start(orderId);
    expect((await attemptsOf(orderId))[0]?.api).toBe('v2');
    // PHONEPE_API is now v1: new attempts use v1, this one stays on v2.
    const payment = { ...shop.deps.payment, gateway: shop.deps.payment.gatewayFor('v1') };
    const system = { ...shop.system, payment };
    shop.gateway.apis.length = 0;
    shop.gateway.statusAnswer = completed(id, grandTotalPaise);
    const [row] = await attemptsOf(orderId);
    await checkAttempt(system, row!);
    expect((await orderRow(shop, orderId)).paymentStatus).toBe('paid');
    const { cancelMyOrder } = await import('../../src/orders/my-orders.service');
    await cancelMyOrder.execute({ ...shop.shopper, payment }, { orderId });
    // The first run writes the refund, the second sends it.
    await runPaymentWorker.run(system, { owner: 'test' });
    await runPaymentWorker.run(system, { owner: 'test' });
    expect(shop.gateway.calls.some((c) => c.startsWith('refund '))).toBe(true);
    expect(shop.gateway.apis).toEqual(shop.gateway.apis.map(() => 'v2'));
    expect(shop.gateway.apis.length).toBeGreaterThanOrEqual(2);
  });

  it('a gateway that keeps erroring ends the attempt at its expiry like any other', async () => {
    const { orderId } = await order(shop, 2);
    await start(orderId);
    const [row] = await attemptsOf(orderId);
    shop.gateway.statusAnswer = new GatewayError('unavailable', 'HTTP 503');
    expect((await checkAttempt(shop.system, row!)).state).toBe('pending');
    // Past its expiry and the grace after it: ended, the order expired, its stock back.
    const later = { ...shop.system, now: () => toNumber(row!.expireAt) + 11 * 60_000 };
    expect(await checkAttempt(later, row!)).toEqual({
      state: 'expired',
      note: 'NO_ANSWER_BEFORE_EXPIRY',
    });
    expect((await orderRow(shop, orderId)).paymentStatus).toBe('expired');
    expect((await stockOf(shop)).remained).toBe(5);
  });
});
