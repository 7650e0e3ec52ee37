import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { runPaymentWorker } from '@frameshop/domain/payment/payment-worker.service';
import { systemContext } from '@frameshop/domain/shared/context';
import { AuthThrottle, DEFAULT_THROTTLE } from '@frameshop/domain/users/auth-throttle';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SIMULATOR_CREDENTIALS as c } from '../src/payment-config';
import { bearer, loginToken, testConfig } from './helpers';
import { placeOrder, type Variant } from './support/order-fixtures';
import { usePaymentApp } from './support/payment-harness';

/**
 * Payment attempts are bounded (issue 19), over real HTTP against the simulator, counting the
 * gateway's calls where it receives them: one live attempt per order, concurrent starts make
 * one, 5 attempts an hour (429), the start throttle keyed by IPv6 /64, and each attempt
 * settled and refunded through the API version it was made with after PHONEPE_API changes.
 */
const STARTING =
  'A payment for this order is still being started. Please try again in a few minutes.';

describeEachDialect('payment attempts', (t) => {
  const p = usePaymentApp(t);
  const pays = async () => (await p.simCalls()).calls['v2.pay'] ?? 0;
  const attemptRows = (orderId: number) =>
    t.db.selectFrom('payment_attempts').selectAll().where('orderId', '=', orderId).execute();
  const newOrder = async () => {
    const [v] = await p.pick(1, 3);
    return placeOrder(p.h.app, p.h.asha, v as Variant);
  };

  it('starting again while the attempt is live answers its page: no new Pay call', async () => {
    const order = await newOrder();
    const before = await pays();
    const first = await p.start(order.orderId);
    const again = await p.start(order.orderId);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await pays()) - before).toBe(1);
    expect(await attemptRows(order.orderId)).toHaveLength(1);
  });

  it('5 starts at once on one order make one attempt and one Pay call', async () => {
    const order = await newOrder();
    const before = await pays();
    // Every gateway call takes 250 ms (the client gives up at 500): the other starts arrive
    // while Pay is out.
    await p.sim('delay', { ms: 250 });
    const results = await Promise.all(Array.from({ length: 5 }, () => p.start(order.orderId)));
    await p.sim('delay', { ms: 0 });
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length, results.map((r) => r.body).join('\n')).toBeGreaterThanOrEqual(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(new Set(ok.map((r) => r.json().merchantTransactionId)).size).toBe(1);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual(
      refused.map(() => [409, STARTING]),
    );
    expect((await pays()) - before).toBe(1);
    expect(await attemptRows(order.orderId)).toHaveLength(1);
  });

  it('a gateway that keeps failing Pay: each retry replaces the dead attempt, the sixth in an hour is a 429', async () => {
    const order = await newOrder();
    const before = await pays();
    await p.sim('fail', { times: 6, endpoint: 'v2.pay', status: 500 });
    for (let i = 0; i < 5; i++) {
      const res = await p.start(order.orderId);
      expect(res.statusCode).toBe(503);
    }
    const sixth = await p.start(order.orderId);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'This order has had 5 payment attempts in the last hour. Please try again later.',
    );
    await p.sim('fail', { times: 0 });
    expect((await pays()) - before).toBe(5);
    const rows = await attemptRows(order.orderId);
    expect(rows.map((r) => r.state)).toEqual(Array(5).fill('failed'));
    expect(rows.every((r) => r.note === 'NOT_FOUND_AT_GATEWAY')).toBe(true);
    // The order still waits for its money, its stock still held.
    const row = await p.order(order.orderId);
    expect(row.paymentStatus).toBe('awaiting payment');
    expect(Boolean(Number(row.stockReserved))).toBe(true);
  });

  describe('after PHONEPE_API changes from v2 to v1', () => {
    let v1App: FastifyInstance;
    beforeAll(async () => {
      const { port } = p.h.app.server.address() as { port: number };
      const base = `http://127.0.0.1:${port}/phonepe-sim`;
      // A second process over the same database, configured for v1, with the v2 credentials
      // kept: the first one's simulator serves both versions.
      v1App = await buildApp({
        config: testConfig({
          PHONEPE_MODE: 'sandbox',
          PHONEPE_API: 'v1',
          PHONEPE_PG_URL: base,
          PHONEPE_AUTH_URL: base,
          PHONEPE_MERCHANT_ID: c.merchantId,
          PHONEPE_SALT_KEY: c.saltKey,
          PHONEPE_SALT_INDEX: c.saltIndex,
          PHONEPE_CLIENT_ID: c.clientId,
          PHONEPE_CLIENT_SECRET: c.clientSecret,
          PHONEPE_CLIENT_VERSION: c.clientVersion,
          PHONEPE_WEBHOOK_USERNAME: c.webhookUsername,
          PHONEPE_WEBHOOK_PASSWORD: c.webhookPassword,
        }),
        database: t,
        logger: false,
      });
      await v1App.ready();
    });
    afterAll(() => v1App?.close());

    it('a v2 attempt is settled, polled and refunded through v2; new attempts use v1', async () => {
      const { order, id } = await p.placeAndStart();
      expect((await p.attempt(id)).api).toBe('v2');
      await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
      const calls = async () => (await p.simCalls()).calls;
      const before = await calls();
      const verified = await v1App.inject({
        method: 'POST',
        url: '/api/phonepe/phonepe-callback',
        headers: p.h.asha,
        payload: { merchantTransactionId: id },
      });
      expect(verified.json()).toMatchObject({ success: true, state: 'COMPLETED' });
      const cancel = await v1App.inject({
        method: 'POST',
        url: '/trpc/orders.cancelMine',
        headers: p.h.asha,
        payload: { orderId: order.orderId },
      });
      expect(cancel.statusCode).toBe(200);
      const work = () =>
        runPaymentWorker.run(systemContext(v1App.deps, 'payment-worker'), { owner: 'v1' });
      await p.waitFor(async () => {
        await work();
        return (await p.order(order.orderId)).paymentStatus === 'refunded';
      }, 10_000);
      const after = await calls();
      const moved = (k: string) => (after[k] ?? 0) - (before[k] ?? 0);
      expect(moved('v2.status')).toBeGreaterThanOrEqual(1);
      expect(moved('v2.refund')).toBe(1);
      expect([moved('v1.status'), moved('v1.refund')]).toEqual([0, 0]);

      // A new order started on the v1 process is a v1 attempt.
      const [v] = await p.pick(1, 2);
      const next = await placeOrder(v1App, p.h.asha, v as Variant);
      const started = await v1App.inject({
        method: 'POST',
        url: '/api/phonepe/pay',
        headers: p.h.asha,
        payload: { orderId: next.orderId },
      });
      expect(started.statusCode).toBe(200);
      expect((await p.attempt(started.json().merchantTransactionId)).api).toBe('v1');
    });
  });

  describe('the start throttle', () => {
    let small: FastifyInstance;
    let token: { authorization: string };
    beforeAll(async () => {
      small = await buildApp({
        config: testConfig(),
        database: t,
        logger: false,
        throttle: new AuthThrottle({ ...DEFAULT_THROTTLE, paymentsPerIp: 2 }),
      });
      await small.ready();
      token = bearer(await loginToken(small, 'asha@example.com', 'shopper-pass'));
    });
    afterAll(() => small?.close());

    it('counts an IPv6 client by its /64', async () => {
      const start = (remoteAddress: string) =>
        small.inject({
          method: 'POST',
          url: '/api/phonepe/pay',
          headers: token,
          payload: { orderId: 987_654 },
          remoteAddress,
        });
      // Counted before anything else: an order that is not there still spends the budget.
      expect((await start('2001:db8:7:1::1')).statusCode).toBe(404);
      expect((await start('2001:db8:7:1::2')).statusCode).toBe(404);
      const third = await start('2001:db8:7:1:abcd::3');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(
        'Too many payment attempts from your network. Please wait a few minutes.',
      );
      expect((await start('2001:db8:7:2::1')).statusCode).toBe(404);
    });
  });
});
