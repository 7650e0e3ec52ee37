import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { sales } from '@frameshop/domain/analytics/analytics.service';
import { rebuildSalesRollups } from '@frameshop/domain/analytics/sales-rollup.published';
import { runPaymentWorker } from '@frameshop/domain/payment/payment-worker.service';
import { systemContext } from '@frameshop/domain/shared/context';
import { rollupSnapshot } from '@frameshop/domain/testing/sales-fixtures';
import { brokenStockInvariants } from '@frameshop/domain/testing/stock-invariants';
import { beforeAll, expect, it } from 'vitest';
import { prepareData } from '../src/boot';
import { ADMIN, bearer, createAdmin, loginToken, testConfig, useApp } from './helpers';

/**
 * The demo orders (issue 24) are made at boot, before the server listens, through the same use
 * cases and the same payment simulator as a shopper's: so each one is a real order, and every
 * admin action works on it as on any other. Both databases.
 */
describeEachDialect('demo orders', (t) => {
  const h = useApp(t, { env: { SEED_DEMO: 'true' } });
  let admin: Record<string, string>;
  let created = 0;
  beforeAll(async () => {
    const started = Date.now();
    await prepareData(testConfig({ SEED_DEMO: 'true' }), h.app.deps, h.app.log);
    console.log(`[${t.dialect}] demo data seeded in ${Date.now() - started} ms`);
    created = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => toNumber(r.n));
    await createAdmin(h.app);
    admin = bearer(await loginToken(h.app, ADMIN.email, ADMIN.password));
  }, 240_000);

  const orders = () =>
    t.db
      .selectFrom('orders')
      .select([
        'orderId',
        'status',
        'paymentStatus',
        'paidAt',
        'refundedPaise',
        'grandTotalPaise',
        'hasCustom',
        'hasPrelisted',
      ])
      .orderBy('orderId')
      .execute();
  const trpc = (path: string, payload: object) =>
    h.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: admin, payload });

  it('makes about 150 orders in every status, each paid through a recorded attempt', async () => {
    expect(created).toBeGreaterThanOrEqual(140);
    const rows = await orders();
    expect(new Set(rows.map((r) => toNumber(r.status)))).toEqual(new Set([1, 2, 3, 4, 5]));
    const states = new Set(rows.map((r) => r.paymentStatus));
    for (const state of ['awaiting payment', 'paid', 'expired', 'refund pending', 'refunded'])
      expect(states).toContain(state);
    expect(rows.some((r) => toNumber(r.hasCustom) && toNumber(r.hasPrelisted))).toBe(true);
    expect(rows.some((r) => toNumber(r.hasCustom) && !toNumber(r.hasPrelisted))).toBe(true);
    const completed = new Set(
      (
        await t.db
          .selectFrom('payment_attempts')
          .select('orderId')
          .where('state', '=', 'completed')
          .execute()
      ).map((a) => toNumber(a.orderId)),
    );
    for (const r of rows) {
      // Paid means a settled attempt on record: what a refund goes back through.
      expect(r.paidAt !== null, `order ${r.orderId}`).toBe(completed.has(toNumber(r.orderId)));
      if (r.paymentStatus === 'refunded')
        expect(toNumber(r.refundedPaise)).toBe(toNumber(r.grandTotalPaise));
    }
    // The demo shoppers are made up: nothing is left to send them.
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('mailId')
      .where('sentAt', 'is', null)
      .execute();
    expect(mail).toEqual([]);
    // Once only.
    await prepareData(testConfig({ SEED_DEMO: 'true' }), h.app.deps, h.app.log);
    expect((await orders()).length).toBe(created);
  });

  it('leaves the stock ledger and the rollups as the use cases keep them', async () => {
    const seeded = await rollupSnapshot(t.db);
    await t.db.transaction().execute((trx) => rebuildSalesRollups(trx));
    expect(await rollupSnapshot(t.db)).toEqual(seeded);
    // remaining + held + sold = total, within 0..total, and the ledger sums to remaining.
    expect(await brokenStockInvariants(t)).toEqual([]);
    // The dashboards have a year of figures to show.
    const s = await sales.run(systemContext(h.app.deps, 'test'), {});
    const counted = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('paidAt', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(s.totalOrders).toBe(Number(counted.n));
    expect(s.topProducts.length).toBeGreaterThan(0);
    expect(s.topMaterialPairs.length).toBeGreaterThan(0);
    expect(s.monthlyTrend.length).toBeGreaterThanOrEqual(12);
  });

  it('lets the admin refund, move, note, cancel and delete demo orders', async () => {
    const rows = await orders();
    const delivered = rows.find((r) => toNumber(r.status) === 4 && r.paymentStatus === 'paid');
    const pending = rows.find((r) => toNumber(r.status) === 1 && r.paymentStatus === 'paid');
    expect(delivered && pending).toBeTruthy();
    if (!delivered || !pending) return;

    // A part refund of a delivered order, through the simulator.
    const part = await trpc('payment.refund', { orderId: delivered.orderId, amount: 100 });
    expect(part.statusCode, part.body).toBe(200);
    const system = systemContext(h.app.deps, 'test');
    await runPaymentWorker.run(system, { owner: 'test' });
    const checked = await trpc('payment.checkNow', { orderId: delivered.orderId });
    expect(checked.statusCode, checked.body).toBe(200);
    const afterPart = await t.db
      .selectFrom('orders')
      .select(['refundedPaise', 'paymentStatus'])
      .where('orderId', '=', delivered.orderId)
      .executeTakeFirstOrThrow();
    expect(toNumber(afterPart.refundedPaise)).toBe(10_000);
    expect(afterPart.paymentStatus).toBe('paid');

    // A paid Pending order: moved on, noted, then cancelled, which refunds it.
    for (const status of [2, 3]) {
      const moved = await trpc('orders.setStatus', { orderId: pending.orderId, status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(
      (await trpc('orders.addNote', { orderId: pending.orderId, note: 'Called the shopper' }))
        .statusCode,
    ).toBe(200);
    const cancelled = await trpc('orders.setStatus', { orderId: pending.orderId, status: 5 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // One run makes the refund, the next sends it (it is due from when it was made).
    await runPaymentWorker.run(system, { owner: 'test' });
    await runPaymentWorker.run(system, { owner: 'test' });
    await trpc('payment.checkNow', { orderId: pending.orderId });
    const refunded = await t.db
      .selectFrom('orders')
      .select(['refundedPaise', 'grandTotalPaise', 'paymentStatus'])
      .where('orderId', '=', pending.orderId)
      .executeTakeFirstOrThrow();
    expect(refunded.paymentStatus).toBe('refunded');
    expect(toNumber(refunded.refundedPaise)).toBe(toNumber(refunded.grandTotalPaise));

    // And a refunded order can be deleted.
    const deleted = await h.app.inject({
      method: 'DELETE',
      url: `/api/order/delete/${pending.orderId}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});
