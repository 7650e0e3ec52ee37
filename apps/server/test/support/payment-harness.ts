import type { TestDatabase } from '@frameshop/db/testing/test-database';
import { deliverMail } from '@frameshop/domain/mail/outbox.service';
import { runPaymentWorker } from '@frameshop/domain/payment/payment-worker.service';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { systemContext } from '@frameshop/domain/shared/context';
import { AuthThrottle, DEFAULT_THROTTLE } from '@frameshop/domain/users/auth-throttle';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { ADMIN, bearer, createAdmin, loginToken, signupAndLogin, testConfig } from '../helpers';
import { assertAnswersMatched, watchResponses } from './openapi-responses';
import { placeOrder, type Variant, variantPicker } from './order-fixtures';
import { startSmtpCapture } from './smtp-capture';

type Headers = { authorization: string };

/**
 * The real server listening on a free port with the PhonePe simulator mounted (so the client
 * reaches it over real HTTP and the simulator's webhooks reach us), a real SMTP server for the
 * mail, the demo catalogue, an admin and two shoppers.
 */
export function usePaymentApp(t: TestDatabase, env: Record<string, string> = {}) {
  const h = {} as {
    app: FastifyInstance;
    admin: Headers;
    asha: Headers;
    ravi: Headers;
    smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  };
  const pick = variantPicker(() => t.db);
  let seen = { mismatches: [] as string[] };
  beforeAll(async () => {
    h.smtp = await startSmtpCapture();
    h.app = await buildApp({
      config: testConfig({
        SMTP_URL: h.smtp.url,
        MAIL_FROM: 'Frame Shop <shop@frameshop.test>',
        PHONEPE_TIMEOUT_MS: '500',
        ...env,
      }),
      database: t,
      logger: false,
      // Every start here comes from 127.0.0.1; the per-IP budget is tested on its own.
      throttle: new AuthThrottle({ ...DEFAULT_THROTTLE, paymentsPerIp: 1000 }),
    });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    // The suites' REST answers are contract tests of the OpenAPI document too.
    seen = watchResponses(h.app);
    await seedDemoCatalogue.run(systemContext(h.app.deps, 'seed'), undefined);
    await createAdmin(h.app);
    h.admin = bearer(await loginToken(h.app, ADMIN.email, ADMIN.password));
    h.asha = bearer(await signupAndLogin(h.app));
    h.ravi = bearer(
      await signupAndLogin(h.app, {
        firstName: 'Ravi',
        lastName: 'Iyer',
        email: 'ravi@example.com',
        password: 'another-shopper-pass',
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await h.app?.close();
    await h.smtp?.close();
    assertAnswersMatched(seen);
  });

  const api = {
    h,
    pick,
    /** A simulator test control. */
    async sim(path: string, body: object = {}) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/phonepe-sim/__control/${path}`,
        payload: body,
      });
      if (res.statusCode !== 200) throw new Error(`control ${path}: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async simCalls(): Promise<{ calls: Record<string, number>; tokensIssued: number }> {
      return (await h.app.inject({ url: '/phonepe-sim/__control/calls' })).json();
    },
    start: (orderId: number, headers: Headers = h.asha) =>
      h.app.inject({ method: 'POST', url: '/api/phonepe/pay', headers, payload: { orderId } }),
    callback: (merchantTransactionId: string, headers: Headers = h.asha) =>
      h.app.inject({
        method: 'POST',
        url: '/api/phonepe/phonepe-callback',
        headers,
        payload: { merchantTransactionId, orderData: { grandTotal: 1, status: 'paid' } },
      }),
    work: () =>
      runPaymentWorker.run(systemContext(h.app.deps, 'payment-worker'), { owner: 'test' }),
    deliver: () => deliverMail.run(systemContext(h.app.deps, 'mail'), undefined),
    order: (orderId: number) =>
      t.db
        .selectFrom('orders')
        .selectAll()
        .where('orderId', '=', orderId)
        .executeTakeFirstOrThrow(),
    attempt: (merchantOrderId: string) =>
      t.db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('merchantOrderId', '=', merchantOrderId)
        .executeTakeFirstOrThrow(),
    async remaining(v: Variant): Promise<number> {
      const row = await t.db
        .selectFrom('frame_sizes')
        .select('remainedQty')
        .where('frameSizeId', '=', v.frameSizeId)
        .executeTakeFirstOrThrow();
      return Number(row.remainedQty);
    },
    /** Waits until the gateway's webhook for this attempt is stored. */
    webhookStored: (merchantOrderId: string) =>
      api.waitFor(() =>
        t.db
          .selectFrom('payment_webhooks')
          .selectAll()
          .where('merchantOrderId', '=', merchantOrderId)
          .executeTakeFirst(),
      ),
    /** Our record of what was asked differs from what the gateway will take (by ₹1). */
    skewAmount: (order: { grandTotal: number }, merchantOrderId: string) =>
      t.db
        .updateTable('payment_attempts')
        .set({ amountPaise: Math.round(order.grandTotal * 100) + 100 })
        .where('merchantOrderId', '=', merchantOrderId)
        .execute(),
    /** Makes the attempt due for the reconciler now. */
    due: (merchantOrderId: string, set: { expireAt?: number } = {}) =>
      t.db
        .updateTable('payment_attempts')
        .set({ nextCheckAt: Date.now() - 1, ...set })
        .where('merchantOrderId', '=', merchantOrderId)
        .execute(),
    /** Lets the return page have the gateway asked again at once (its pause is over). */
    pauseOver: (merchantOrderId: string) =>
      t.db
        .updateTable('payment_attempts')
        .set({ shopperCheckedAt: Date.now() - 60_000 })
        .where('merchantOrderId', '=', merchantOrderId)
        .execute(),
    /** Places a one-line order for `quantity` of a fresh variant with `stock`, and starts paying. */
    async placeAndStart(stock = 3, quantity = 1, headers: Headers = h.asha) {
      const [v] = await pick(1, stock);
      const variant = v as Variant;
      const order = await placeOrder(h.app, headers, variant, quantity);
      const res = await api.start(order.orderId, headers);
      if (res.statusCode !== 200) throw new Error(`start: ${res.statusCode} ${res.body}`);
      const { merchantTransactionId, redirectUrl } = res.json() as {
        merchantTransactionId: string;
        redirectUrl: string;
      };
      return { v: variant, order, id: merchantTransactionId, redirectUrl };
    },
    async waitFor<T>(probe: () => Promise<T | null | undefined | false>, ms = 5000): Promise<T> {
      const until = Date.now() + ms;
      for (;;) {
        const value = await probe();
        if (value) return value;
        if (Date.now() > until) throw new Error('timed out waiting');
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    /** Runs the payment worker until `done` holds (the gateway settles refunds in its own time). */
    workUntil: (done: () => Promise<boolean>) =>
      api.waitFor(async () => {
        if (await done()) return true;
        await api.work();
        return false;
      }),
    events: (orderId: number) =>
      t.db
        .selectFrom('order_events')
        .select(['kind', 'detail', 'actor'])
        .where('orderId', '=', orderId)
        .orderBy('eventId')
        .execute(),
    mailsTo: (subject: string) => h.smtp.received.filter((m) => m.text.includes(subject)),
  };
  return api;
}
