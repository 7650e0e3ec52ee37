import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { describe, expect, it } from 'vitest';
import { tableCounts } from './helpers';
import { usePaymentApp } from './support/payment-harness';

/**
 * Issue 12 over real HTTP against the simulator, on both engines: the shopper's way through
 * the gateway and back, and everything that must not change an order twice.
 */
describeEachDialect('payment: PhonePe v2 through the simulator', (t) => {
  const p = usePaymentApp(t);

  it('success via the return page: hosted page, pay, 303 back, verified by a status call', async () => {
    const { v, order, id, redirectUrl } = await p.placeAndStart(3, 2);
    expect(redirectUrl).toMatch(/\/phonepe-sim\/pay\//);
    const path = new URL(redirectUrl).pathname;
    const page = await p.h.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Decline');
    const grand = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
      order.grandTotal,
    );
    expect(page.body).toContain(grand);
    const pay = await p.h.app.inject({
      method: 'POST',
      url: path,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toMatch(
      new RegExp(`/phonepe-callback\\?merchantTransactionId=${id}$`),
    );
    const res = await p.callback(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      state: 'COMPLETED',
      merchantTransactionId: id,
      orderId: order.orderId,
    });
    const row = await p.order(order.orderId);
    expect(row.paymentStatus).toBe('paid');
    expect(row.paidAt).not.toBeNull();
    // The stock stays taken: it was reserved once at checkout, and paying does not move it.
    expect(await p.remaining(v)).toBe(1);
    const byTxn = await p.h.app.inject({
      url: `/api/order/get-order-by-transaction/${id}`,
      headers: p.h.asha,
    });
    expect(byTxn.json().data).toMatchObject({ orderId: order.orderId, paymentStatus: 'paid' });
    await p.deliver();
    expect(p.mailsTo(`Order #${order.orderId} placed`)).toHaveLength(1);
  });

  it('success via the webhook before the shopper returns', async () => {
    const { order, id } = await p.placeAndStart();
    await p.sim('decide', { merchantOrderId: id, decision: 'pay' });
    await p.webhookStored(id);
    const report = await p.work();
    expect(report.webhooks).toBeGreaterThanOrEqual(1);
    expect((await p.order(order.orderId)).paymentStatus).toBe('paid');
    // The shopper comes back afterwards: already settled, still a success.
    const res = await p.callback(id);
    expect(res.json()).toMatchObject({ success: true, state: 'COMPLETED' });
  });

  it('a decline fails the payment, gives the stock back and mails the shopper', async () => {
    const { v, order, id } = await p.placeAndStart(2, 1);
    expect(await p.remaining(v)).toBe(1);
    await p.sim('decide', { merchantOrderId: id, decision: 'decline', webhook: false });
    const res = await p.callback(id);
    expect(res.json()).toMatchObject({ success: false, state: 'FAILED' });
    expect(res.json().message).toMatch(/declined/);
    expect((await p.order(order.orderId)).paymentStatus).toBe('failed');
    expect(await p.remaining(v)).toBe(2);
    await p.deliver();
    expect(p.mailsTo(`Payment for order #${order.orderId} did not go through`)).toHaveLength(1);
  });

  it('the callback replayed 5 times at once settles once: one event, one mail, stock untouched', async () => {
    const { v, order, id } = await p.placeAndStart(3, 1);
    await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
    const answers = await Promise.all(Array.from({ length: 5 }, () => p.callback(id)));
    // One of them asks the gateway; the others, inside its pause, read the row as it stands
    // (pending while that call is out, paid after it).
    const states = answers.map((a) => a.json().state);
    expect(states).toContain('COMPLETED');
    for (const state of states) expect(['COMPLETED', 'PENDING']).toContain(state);
    expect((await p.callback(id)).json()).toMatchObject({ success: true, state: 'COMPLETED' });
    const paid = (await p.events(order.orderId)).filter((e) => e.detail.startsWith('Paid'));
    expect(paid).toHaveLength(1);
    expect(await p.remaining(v)).toBe(2);
    await p.deliver();
    expect(p.mailsTo(`Order #${order.orderId} placed`)).toHaveLength(1);
  });

  it('the return page has the gateway asked at most once per pause, however often it is called', async () => {
    const { order, id } = await p.placeAndStart();
    const statusCalls = async () => (await p.simCalls()).calls['v2.status'] ?? 0;
    const before = await statusCalls();
    for (let i = 0; i < 10; i++) {
      expect((await p.callback(id)).json()).toMatchObject({ success: false, state: 'PENDING' });
    }
    expect((await statusCalls()) - before).toBe(1);
    // Paid meanwhile: inside the pause the page still reads pending and nothing changes...
    await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
    expect((await p.callback(id)).json()).toMatchObject({ state: 'PENDING' });
    expect((await p.order(order.orderId)).paymentStatus).toBe('awaiting payment');
    expect((await statusCalls()) - before).toBe(1);
    // ...and once it is over, the next call asks and settles.
    await p.pauseOver(id);
    expect((await p.callback(id)).json()).toMatchObject({ success: true, state: 'COMPLETED' });
    expect((await statusCalls()) - before).toBe(2);
    expect((await p.order(order.orderId)).paymentStatus).toBe('paid');
  });

  it('duplicate webhooks delivered concurrently: one stored, one settlement, one mail', async () => {
    const { order, id } = await p.placeAndStart();
    await p.sim('webhooks', { duplicate: 5 });
    await p.sim('decide', { merchantOrderId: id, decision: 'pay' });
    await p.webhookStored(id);
    await new Promise((r) => setTimeout(r, 200));
    const stored = await t.db
      .selectFrom('payment_webhooks')
      .select('webhookId')
      .where('merchantOrderId', '=', id)
      .execute();
    expect(stored).toHaveLength(1);
    await Promise.all([p.work(), p.work()]);
    const paid = (await p.events(order.orderId)).filter((e) => e.detail.startsWith('Paid'));
    expect(paid).toHaveLength(1);
    await p.deliver();
    expect(p.mailsTo(`Order #${order.orderId} placed`)).toHaveLength(1);
  });

  it('a forged webhook header is refused with 401 and stores nothing', async () => {
    const { id } = await p.placeAndStart();
    const before = await tableCounts(t);
    const res = await p.h.app.inject({
      method: 'POST',
      url: '/api/phonepe/webhook',
      headers: { authorization: 'a'.repeat(64), 'content-type': 'application/json' },
      payload: JSON.stringify({
        event: 'checkout.order.completed',
        payload: { merchantOrderId: id, state: 'COMPLETED', amount: 100 },
      }),
    });
    expect(res.statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('a genuine header on an edited body is only a hint: the status API says pending, nothing changes', async () => {
    const { order, id } = await p.placeAndStart();
    const { webhookAuthorization } = await import('@frameshop/phonepe/client');
    const { SIMULATOR_CREDENTIALS: c } = await import('../src/payment-config');
    const res = await p.h.app.inject({
      method: 'POST',
      url: '/api/phonepe/webhook',
      headers: {
        authorization: webhookAuthorization(c.webhookUsername, c.webhookPassword),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        event: 'checkout.order.completed',
        type: 'CHECKOUT_ORDER_COMPLETED',
        payload: {
          merchantOrderId: id,
          orderId: 'OMO1',
          state: 'COMPLETED',
          amount: order.grandTotal * 100,
        },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    await p.work();
    expect((await p.order(order.orderId)).paymentStatus).toBe('awaiting payment');
    expect((await p.attempt(id)).state).toBe('pending');
  });

  it('an amount that differs is not a payment: flagged for the admin', async () => {
    const { order, id } = await p.placeAndStart();
    await p.skewAmount(order, id);
    await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
    const res = await p.callback(id);
    expect(res.json()).toMatchObject({ success: false, state: 'MISMATCH' });
    const row = await p.order(order.orderId);
    expect(row.paymentStatus).toBe('awaiting payment');
    expect(row.paidAt).toBeNull();
    expect(row.paymentFlag).toMatch(/Amount mismatch/);
  });

  it('an unknown or malformed transaction, and another shopper’s, answer 4xx and change nothing', async () => {
    const { id } = await p.placeAndStart();
    const before = await tableCounts(t);
    expect((await p.callback('FP1_unknownunknown')).statusCode).toBe(404);
    expect((await p.callback('not a valid id!')).statusCode).toBe(400);
    const other = await p.callback(id, p.h.ravi);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Order data not found');
    const read = await p.h.app.inject({
      url: `/api/order/get-order-by-transaction/${id}`,
      headers: p.h.ravi,
    });
    expect(read.statusCode).toBe(404);
    const admin = await p.h.app.inject({
      url: `/api/order/get-order-by-transaction/${id}`,
      headers: p.h.admin,
    });
    expect(admin.statusCode).toBe(200);
    const anon = await p.h.app.inject({
      method: 'POST',
      url: '/api/phonepe/phonepe-callback',
      payload: { merchantTransactionId: id },
    });
    expect(anon.statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('paying is for the order’s owner, once it awaits payment', async () => {
    const { order } = await p.placeAndStart();
    expect((await p.start(order.orderId, p.h.ravi)).statusCode).toBe(404);
    const extra = await p.h.app.inject({
      method: 'POST',
      url: '/api/phonepe/pay',
      headers: p.h.asha,
      payload: { orderId: order.orderId, amount: 1 },
    });
    expect(extra.statusCode).toBe(400);
  });

  describe('the gateway misbehaving', () => {
    it('an expired token: one 401, one new token, and the call succeeds', async () => {
      const { id } = await p.placeAndStart();
      await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
      const before = (await p.simCalls()).tokensIssued;
      await p.sim('expire-tokens');
      const res = await p.callback(id);
      expect(res.json()).toMatchObject({ success: true });
      expect((await p.simCalls()).tokensIssued).toBe(before + 1);
    });

    it('5xx and timeouts leave the payment pending, and it is retried', async () => {
      const { order, id } = await p.placeAndStart();
      await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
      await p.sim('fail', { times: 1, endpoint: 'v2.status', status: 503 });
      expect((await p.callback(id)).json()).toMatchObject({ success: false, state: 'PENDING' });
      await p.pauseOver(id);
      await p.sim('hang', { times: 1, endpoint: 'v2.status', ms: 5000 });
      expect((await p.callback(id)).json()).toMatchObject({ success: false, state: 'PENDING' });
      expect((await p.order(order.orderId)).paymentStatus).toBe('awaiting payment');
      const attempt = await p.attempt(id);
      expect(attempt.state).toBe('pending');
      expect(Number(attempt.checks)).toBe(2);
      expect(attempt.note).toMatch(/unavailable/);
      await p.due(id);
      await p.work();
      expect((await p.order(order.orderId)).paymentStatus).toBe('paid');
    });

    it('a gateway that cannot start a payment answers 503 and the order keeps waiting', async () => {
      const [v] = await p.pick(1, 2);
      const { placeOrder } = await import('./support/order-fixtures');
      const order = await placeOrder(p.h.app, p.h.asha, v as NonNullable<typeof v>);
      await p.sim('fail', { times: 1, endpoint: 'v2.pay', status: 500 });
      const res = await p.start(order.orderId);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Payment could not be started. Please try again in a minute.',
      );
      expect((await p.order(order.orderId)).paymentStatus).toBe('awaiting payment');
      expect((await p.start(order.orderId)).statusCode).toBe(200);
    });
  });
});
