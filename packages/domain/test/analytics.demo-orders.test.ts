import { PAYMENT_STATUSES } from '@frameshop/contracts/orders/statuses';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeAll, expect, it } from 'vitest';
import { dashboard, sales } from '../src/analytics/analytics.service';
import { rebuildSalesRollups } from '../src/analytics/sales-rollup.published';
import { seedDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue';
import { seedDemoOrders } from '../src/seed/demo-orders';
import { systemContext } from '../src/shared/context';
import { rollupSnapshot } from '../src/testing/sales-fixtures';
import { depsFor } from './helpers';

describeEachDialect('demo orders', (t) => {
  let created = 0;
  beforeAll(async () => {
    const seed = systemContext(depsFor(t), 'seed');
    await seedDemoAccounts.run(seed, undefined);
    await seedDemoCatalogue.run(seed, undefined);
    created = await seedDemoOrders.run(seed, undefined);
  }, 120_000);

  it('creates about 150 orders in every status and payment state, once', async () => {
    expect(created).toBe(150);
    const rows = await t.db
      .selectFrom('orders')
      .select([
        'status',
        'paymentStatus',
        'paidAt',
        'refundedPaise',
        'grandTotalPaise',
        'hasCustom',
        'hasPrelisted',
      ])
      .execute();
    expect(new Set(rows.map((r) => Number(r.status)))).toEqual(new Set([1, 2, 3, 4, 5]));
    const states = new Set(rows.map((r) => r.paymentStatus));
    for (const state of PAYMENT_STATUSES) expect(states).toContain(state);
    for (const r of rows) {
      const paid = ['paid', 'refund pending', 'refunded'].includes(r.paymentStatus);
      expect(r.paidAt !== null).toBe(paid);
      if (r.paymentStatus === 'refunded')
        expect(Number(r.refundedPaise)).toBe(Number(r.grandTotalPaise));
    }
    expect(rows.some((r) => Number(r.hasCustom) && Number(r.hasPrelisted))).toBe(true);
    expect(rows.some((r) => Number(r.hasCustom) && !Number(r.hasPrelisted))).toBe(true);
    // Real private photos, marked ordered so the photo-expiry job keeps them.
    const photos = await t.db.selectFrom('custom_photos').select('orderedAt').execute();
    expect(photos.length).toBe(3);
    expect(photos.every((p) => p.orderedAt !== null)).toBe(true);
    const seed = systemContext(depsFor(t), 'seed');
    expect(await seedDemoOrders.run(seed, undefined)).toBe(0);
  });

  it('leaves rollups equal to a recomputation, and the dashboards populated', async () => {
    const seeded = await rollupSnapshot(t.db);
    await t.db.transaction().execute((trx) => rebuildSalesRollups(trx));
    expect(await rollupSnapshot(t.db)).toEqual(seeded);
    const s = await sales.run(systemContext(depsFor(t), 'test'), {});
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

  it('lists low stock with its frame, and failed refunds among payments needing attention', async () => {
    const variant = await t.db
      .selectFrom('frame_sizes as fs')
      .innerJoin('frames as f', 'f.frameId', 'fs.frameId')
      .select(['fs.frameSizeId', 'f.frameId', 'f.name'])
      .where('fs.remainedQty', '>', 5)
      .orderBy('fs.frameSizeId')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('frame_sizes')
      .set({ remainedQty: 3 })
      .where('frameSizeId', '=', variant.frameSizeId)
      .execute();
    const paid = await t.db
      .selectFrom('orders')
      .select(['orderId', 'grandTotalPaise'])
      .where('paymentStatus', '=', 'refund pending')
      .executeTakeFirstOrThrow();
    const attempt = await t.db
      .insertInto('payment_attempts')
      .values({
        merchantOrderId: 'demo-attempt-1',
        orderId: paid.orderId,
        userId: null,
        api: 'v2',
        amountPaise: paid.grandTotalPaise,
        state: 'completed',
        createdAt: 1,
        expireAt: 2,
      })
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('refunds')
      .values({
        merchantRefundId: 'demo-refund-1',
        orderId: paid.orderId,
        attemptId: Number(attempt.insertId),
        amountPaise: 100,
        state: 'FAILED',
        reason: 'Cancelled by the shop',
        requestedBy: 'admin',
        createdAt: 5,
        updatedAt: 6,
      })
      .execute();
    const d = await dashboard.run(systemContext(depsFor(t), 'test'), undefined);
    expect(d.lowStock).toContainEqual(
      expect.objectContaining({
        frameSizeId: variant.frameSizeId,
        frameId: variant.frameId,
        frameName: variant.name,
        remainedQty: 3,
      }),
    );
    expect(d.lowStock.every((v) => v.remainedQty <= 5)).toBe(true);
    expect(d.paymentsNeedingAttention).toContainEqual({
      orderId: paid.orderId,
      reason: 'Refund failed: Cancelled by the shop',
      createdAt: new Date(6).toISOString(),
    });
  });
});
