import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { describe, expect, it } from 'vitest';
import { usePaymentApp } from './support/payment-harness';

/**
 * Issue 12: what happens after the shopper is gone. The reconciler on PhonePe's schedule,
 * expiry, refunds (cancel, admin, failure) and money that arrives too late, over real HTTP
 * against the simulator on both engines.
 */
describeEachDialect('payment: reconciler, expiry and refunds', (t) => {
  const p = usePaymentApp(t);

  describe('the reconciler', () => {
    it('pending, then success', async () => {
      const { order, id } = await p.placeAndStart();
      const attempt = await p.attempt(id);
      // First check 20 to 25 s after the start (PhonePe's schedule).
      const wait = Number(attempt.nextCheckAt) - Number(attempt.createdAt);
      expect(wait).toBeGreaterThanOrEqual(20_000);
      expect(wait).toBeLessThanOrEqual(25_000);
      expect((await p.work()).checked).toBe(0);
      await p.sim('pending', { merchantOrderId: id, times: 1 });
      await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
      await p.due(id);
      expect((await p.work()).checked).toBe(1);
      expect((await p.attempt(id)).state).toBe('pending');
      await p.due(id);
      await p.work();
      expect((await p.attempt(id)).state).toBe('completed');
      expect((await p.order(order.orderId)).paymentStatus).toBe('paid');
    });

    it('pending, then failure: stock back', async () => {
      const { v, order, id } = await p.placeAndStart(2, 2);
      expect(await p.remaining(v)).toBe(0);
      await p.sim('pending', { merchantOrderId: id, times: 1 });
      await p.sim('decide', { merchantOrderId: id, decision: 'decline', webhook: false });
      await p.due(id);
      await p.work();
      expect((await p.attempt(id)).state).toBe('pending');
      await p.due(id);
      await p.work();
      expect((await p.order(order.orderId)).paymentStatus).toBe('failed');
      expect(await p.remaining(v)).toBe(2);
    });

    it('expiry: the gateway expires it, the order is expired and its stock released', async () => {
      const { v, order, id } = await p.placeAndStart(1, 1);
      expect(await p.remaining(v)).toBe(0);
      await p.sim('expire', { merchantOrderId: id });
      await p.due(id, { expireAt: Date.now() - 1 });
      await p.work();
      expect((await p.attempt(id)).state).toBe('expired');
      expect((await p.order(order.orderId)).paymentStatus).toBe('expired');
      expect(await p.remaining(v)).toBe(1);
    });

    it('an order nobody starts paying for gives its stock back after 30 minutes', async () => {
      const [v] = await p.pick(1, 1);
      const { placeOrder } = await import('./support/order-fixtures');
      const order = await placeOrder(p.h.app, p.h.asha, v as NonNullable<typeof v>);
      await t.db
        .updateTable('orders')
        .set({ createdAt: Date.now() - 31 * 60_000 })
        .where('orderId', '=', order.orderId)
        .execute();
      expect((await p.work()).expiredOrders).toBeGreaterThanOrEqual(1);
      expect((await p.order(order.orderId)).paymentStatus).toBe('expired');
      expect(await p.remaining(v as NonNullable<typeof v>)).toBe(1);
    });
  });

  describe('refunds', () => {
    async function paid() {
      const placed = await p.placeAndStart(3, 1);
      await p.sim('decide', { merchantOrderId: placed.id, decision: 'pay', webhook: false });
      expect((await p.callback(placed.id)).json().success).toBe(true);
      return placed;
    }

    it('the shopper cancels a paid order: refunded in full, refund pending then refunded, mailed', async () => {
      const { order, v } = await paid();
      expect(await p.remaining(v)).toBe(2);
      const cancel = await p.h.app.inject({
        method: 'POST',
        url: '/trpc/orders.cancelMine',
        headers: p.h.asha,
        payload: { orderId: order.orderId },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await p.order(order.orderId)).paymentStatus).toBe('refund pending');
      // Not shipped: the frame is still in the shop and goes back on sale.
      expect(await p.remaining(v)).toBe(3);
      await p.work(); // creates the refund and sends it
      await p.work(); // asks about it
      await p.workUntil(async () => (await p.order(order.orderId)).paymentStatus === 'refunded');
      const row = await p.order(order.orderId);
      expect(Number(row.refundedPaise)).toBe(Number(row.grandTotalPaise));
      await p.deliver();
      expect(p.mailsTo(`Refund for order #${order.orderId} issued`)).toHaveLength(1);
      // Refunded in full: the admin may now delete it.
      const del = await p.h.app.inject({
        method: 'DELETE',
        url: `/api/order/delete/${order.orderId}`,
        headers: p.h.admin,
      });
      expect(del.statusCode).toBe(200);
    });

    it('a delivered order is not refunded by a cancel: its return is refunded first, then it is cancelled, the stock left out', async () => {
      const { order, v } = await paid();
      const set = (status: number) =>
        p.h.app.inject({
          method: 'POST',
          url: '/trpc/orders.setStatus',
          headers: p.h.admin,
          payload: { orderId: order.orderId, status },
        });
      expect((await set(4)).statusCode).toBe(200);
      // Decision 0022: one select never sends money out for goods the shopper holds.
      const before = await p.order(order.orderId);
      const refused = await set(5);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'This order was delivered: refund what the return warrants in its payment panel first, then cancel it',
      );
      expect(await p.order(order.orderId)).toEqual(before);
      // The return, refunded in full from the payment panel; then the cancel moves no money.
      const refund = await p.h.app.inject({
        method: 'POST',
        url: '/trpc/payment.refund',
        headers: p.h.admin,
        payload: { orderId: order.orderId },
      });
      expect(refund.statusCode, refund.body).toBe(200);
      expect((await set(5)).statusCode).toBe(200);
      const cancelled = await p.order(order.orderId);
      expect([Number(cancelled.status), cancelled.paymentStatus]).toEqual([5, 'refund pending']);
      const refunds = await p.h.app.deps.db
        .selectFrom('refunds')
        .select('amountPaise')
        .where('orderId', '=', order.orderId)
        .execute();
      expect(refunds.map((r) => Number(r.amountPaise))).toEqual([Number(before.grandTotalPaise)]);
      expect(await p.remaining(v)).toBe(2);
    });

    it('an admin refunds part, then the rest; too much is refused and changes nothing', async () => {
      const { order } = await paid();
      const refund = (amount?: number) =>
        p.h.app.inject({
          method: 'POST',
          url: '/trpc/payment.refund',
          headers: p.h.admin,
          payload:
            amount === undefined ? { orderId: order.orderId } : { orderId: order.orderId, amount },
        });
      const tooMuch = await refund(order.grandTotal + 1);
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().error.message).toMatch(/At most/);
      const part = await refund(100);
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json().result.data.data.refundable).toBeCloseTo(order.grandTotal - 100, 2);
      await p.work();
      await p.work();
      await p.workUntil(
        async () => Number((await p.order(order.orderId)).refundedPaise) === 10_000,
      );
      expect((await p.order(order.orderId)).paymentStatus).toBe('paid');
      const shopper = await p.h.app.inject({
        method: 'POST',
        url: '/trpc/payment.refund',
        headers: p.h.asha,
        payload: { orderId: order.orderId },
      });
      expect(shopper.statusCode).toBe(403);
      expect((await refund()).statusCode).toBe(200);
      await p.workUntil(async () => (await p.order(order.orderId)).paymentStatus === 'refunded');
      expect((await refund()).statusCode).toBe(409);
    });

    it('a failed refund is flagged for the admin and not retried by itself', async () => {
      const { order } = await paid();
      await p.sim('refunds', { fail: true });
      await p.h.app.inject({
        method: 'POST',
        url: '/trpc/orders.setStatus',
        headers: p.h.admin,
        payload: { orderId: order.orderId, status: 5 },
      });
      await p.work();
      await p.workUntil(async () => (await p.order(order.orderId)).paymentFlag !== null);
      const row = await p.order(order.orderId);
      expect(row.paymentFlag).toMatch(/Refund .* failed/);
      expect(row.paymentStatus).toBe('refund pending');
      expect(Number(row.refundedPaise)).toBe(0);
      const refunds = await t.db
        .selectFrom('refunds')
        .selectAll()
        .where('orderId', '=', order.orderId)
        .execute();
      expect(refunds.map((r) => r.state)).toEqual(['FAILED']);
      await p.work();
      expect(
        await t.db.selectFrom('refunds').selectAll().where('orderId', '=', order.orderId).execute(),
      ).toHaveLength(1);
      await p.sim('refunds', { fail: false });
      const detail = await p.h.app.inject({
        url: `/trpc/payment.forOrder?input=${encodeURIComponent(JSON.stringify({ orderId: order.orderId }))}`,
        headers: p.h.admin,
      });
      expect(detail.json().result.data.refunds[0]).toMatchObject({ state: 'FAILED' });
    });

    it('money that arrives after the order expired here is refunded automatically', async () => {
      const { v, order, id } = await p.placeAndStart(2, 1);
      // The gateway stays silent past expiry and grace: the attempt and the order expire here.
      await p.sim('pending', { merchantOrderId: id, times: 1 });
      await p.due(id, { expireAt: Date.now() - 11 * 60_000 });
      await p.work();
      expect((await p.attempt(id)).state).toBe('expired');
      expect((await p.order(order.orderId)).paymentStatus).toBe('expired');
      expect(await p.remaining(v)).toBe(2);
      // Then the shopper's money arrives after all, with its webhook.
      await p.sim('decide', { merchantOrderId: id, decision: 'pay' });
      await p.webhookStored(id);
      await p.work();
      expect((await p.attempt(id)).note).toBe('late');
      await p.workUntil(async () => (await p.order(order.orderId)).paymentStatus === 'refunded');
      const timeline = (await p.events(order.orderId)).map((e) => e.detail).join('\n');
      expect(timeline).toMatch(/arrived after the order was expired: refunded automatically/);
      expect(await p.remaining(v)).toBe(2);
    });
  });

  describe('races and lost answers', () => {
    async function expiredHere() {
      const placed = await p.placeAndStart(2, 1);
      await p.sim('pending', { merchantOrderId: placed.id, times: 1 });
      await p.due(placed.id, { expireAt: Date.now() - 11 * 60_000 });
      await p.work();
      expect((await p.attempt(placed.id)).state).toBe('expired');
      return placed;
    }
    const lateRefunds = (orderId: number) =>
      t.db
        .selectFrom('refunds')
        .selectAll()
        .where('orderId', '=', orderId)
        .where('reason', '=', 'late payment')
        .execute();

    it('two processes reviewing one late payment at once refund it once', async () => {
      const { order, id } = await expiredHere();
      await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
      const { reviewEndedAttempt } = await import('@frameshop/domain/payment/settlement');
      const { systemContext } = await import('@frameshop/domain/shared/context');
      const attempt = await p.attempt(id);
      const ctx = () => systemContext(p.h.app.deps, 'payment-worker');
      const outcomes = await Promise.all([
        reviewEndedAttempt(ctx(), attempt),
        reviewEndedAttempt(ctx(), attempt),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['final', 'refunded']);
      expect(await lateRefunds(order.orderId)).toHaveLength(1);
    });

    it('an expired attempt is watched: money that completes later is found and refunded', async () => {
      const { order, id } = await expiredHere();
      expect(Number((await p.attempt(id)).nextCheckAt)).toBeGreaterThan(Date.now());
      await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
      await p.due(id);
      await p.work();
      expect(await lateRefunds(order.orderId)).toHaveLength(1);
      expect((await p.attempt(id)).nextCheckAt).toBeNull();
    });

    it('a webhook the gateway cannot confirm yet is processed again later', async () => {
      const { order, id } = await expiredHere();
      await t.db
        .updateTable('payment_attempts')
        .set({ nextCheckAt: null })
        .where('merchantOrderId', '=', id)
        .execute();
      await p.sim('fail', { times: 1, endpoint: 'v2.status', status: 503 });
      await p.sim('decide', { merchantOrderId: id, decision: 'pay' });
      await p.webhookStored(id);
      await p.work();
      const hook = await t.db
        .selectFrom('payment_webhooks')
        .selectAll()
        .where('merchantOrderId', '=', id)
        .executeTakeFirstOrThrow();
      expect(hook.processedAt).toBeNull();
      expect(Number(hook.tries)).toBe(1);
      expect(await lateRefunds(order.orderId)).toHaveLength(0);
      await t.db
        .updateTable('payment_webhooks')
        .set({ notBefore: Date.now() - 1 })
        .where('webhookId', '=', hook.webhookId)
        .execute();
      await p.work();
      expect(await lateRefunds(order.orderId)).toHaveLength(1);
    });

    it('cancelled during a partial refund: the rest is refunded too', async () => {
      const placed = await p.placeAndStart(3, 1);
      await p.sim('decide', { merchantOrderId: placed.id, decision: 'pay', webhook: false });
      await p.callback(placed.id);
      const part = await p.h.app.inject({
        method: 'POST',
        url: '/trpc/payment.refund',
        headers: p.h.admin,
        payload: { orderId: placed.order.orderId, amount: 100 },
      });
      expect(part.statusCode, part.body).toBe(200);
      const cancel = await p.h.app.inject({
        method: 'POST',
        url: '/trpc/orders.cancelMine',
        headers: p.h.asha,
        payload: { orderId: placed.order.orderId },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await p.workUntil(
        async () => (await p.order(placed.order.orderId)).paymentStatus === 'refunded',
      );
      const row = await p.order(placed.order.orderId);
      expect(Number(row.refundedPaise)).toBe(Number(row.grandTotalPaise));
    });

    it('a refund sent twice (a stale copy) is not called failed while the gateway has it', async () => {
      const placed = await p.placeAndStart(3, 1);
      await p.sim('decide', { merchantOrderId: placed.id, decision: 'pay', webhook: false });
      await p.callback(placed.id);
      await p.h.app.inject({
        method: 'POST',
        url: '/trpc/payment.refund',
        headers: p.h.admin,
        payload: { orderId: placed.order.orderId },
      });
      const stale = await t.db
        .selectFrom('refunds')
        .selectAll()
        .where('orderId', '=', placed.order.orderId)
        .executeTakeFirstOrThrow();
      expect(stale.state).toBe('NEW');
      await p.work(); // sends it: the gateway has it now
      const { advanceRefund } = await import('@frameshop/domain/payment/refund-rules');
      const { systemContext } = await import('@frameshop/domain/shared/context');
      await advanceRefund(systemContext(p.h.app.deps, 'payment-worker'), stale, {
        merchantOrderId: placed.id,
        api: 'v2',
      });
      const after = await t.db
        .selectFrom('refunds')
        .selectAll()
        .where('refundId', '=', stale.refundId)
        .executeTakeFirstOrThrow();
      expect(after.state).not.toBe('FAILED');
      expect((await p.order(placed.order.orderId)).paymentFlag).toBeNull();
    });

    it('money taken for the wrong amount is refunded by itself', async () => {
      const { order, id } = await p.placeAndStart();
      await p.skewAmount(order, id);
      await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
      await p.callback(id);
      const refunds = await t.db
        .selectFrom('refunds')
        .selectAll()
        .where('orderId', '=', order.orderId)
        .execute();
      expect(refunds.map((r) => [r.reason, Number(r.amountPaise)])).toEqual([
        ['amount mismatch', Math.round(order.grandTotal * 100)],
      ]);
      await p.workUntil(async () => {
        const r = await t.db
          .selectFrom('refunds')
          .select('state')
          .where('orderId', '=', order.orderId)
          .executeTakeFirstOrThrow();
        return r.state === 'COMPLETED';
      });
      const row = await p.order(order.orderId);
      expect(Number(row.refundedPaise)).toBe(0);
      expect(row.paymentStatus).toBe('awaiting payment');
    });

    it('a cancelled order whose payment failed cannot be reopened (its stock would never return)', async () => {
      const { v, order, id } = await p.placeAndStart(2, 1);
      await p.sim('decide', { merchantOrderId: id, decision: 'decline', webhook: false });
      await p.callback(id);
      const setStatus = (status: number) =>
        p.h.app.inject({
          method: 'POST',
          url: '/trpc/orders.setStatus',
          headers: p.h.admin,
          payload: { orderId: order.orderId, status },
        });
      expect((await setStatus(5)).statusCode).toBe(200);
      const reopen = await setStatus(2);
      expect(reopen.statusCode).toBe(409);
      expect(await p.remaining(v)).toBe(2);
    });
  });

  it('an admin checks a payment now', async () => {
    const { order, id } = await p.placeAndStart();
    await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
    const res = await p.h.app.inject({
      method: 'POST',
      url: '/trpc/payment.checkNow',
      headers: p.h.admin,
      payload: { orderId: order.orderId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data.data.attempts[0]).toMatchObject({
      merchantTransactionId: id,
      state: 'completed',
    });
    expect((await p.order(order.orderId)).paymentStatus).toBe('paid');
  });
});
