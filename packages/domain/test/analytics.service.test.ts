import { PERMISSIONS } from '@frameshop/contracts/staff/permissions';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { dashboard, sales, salesCsvExport } from '../src/analytics/analytics.service';
import { rebuildSalesRollups } from '../src/analytics/sales-rollup.published';
import type { PersonActor } from '../src/shared/context';
import { insertFixtureOrder, ist, StatementCounter } from '../src/testing/sales-fixtures';
import { ctxFor, depsFor } from './helpers';

const ADMIN: PersonActor = { userId: 1, role: 'admin', sessionId: 's', permissions: PERMISSIONS };
const SHOPPER: PersonActor = { userId: 2, role: 'user', sessionId: 's', permissions: [] };

describeEachDialect('analytics service', (t) => {
  beforeEach(() => t.truncate());

  const rebuild = () => t.db.transaction().execute((trx) => rebuildSalesRollups(trx));
  const summary = (input: object = {}) => sales.execute(ctxFor(depsFor(t), ADMIN), input);

  it('sums counted orders, averages to 2 decimals, subtracts refunds, skips unpaid and deleted', async () => {
    const at = ist(2026, 1, 10);
    await insertFixtureOrder(t.db, { createdAt: at, grandTotalPaise: 10_000 });
    await insertFixtureOrder(t.db, { createdAt: at, grandTotalPaise: 20_000, status: 2 });
    await insertFixtureOrder(t.db, { createdAt: at, grandTotalPaise: 33_333, status: 2 });
    await insertFixtureOrder(t.db, {
      createdAt: at,
      grandTotalPaise: 50_000,
      refundedPaise: 50_000,
      status: 5,
    });
    await insertFixtureOrder(t.db, { createdAt: at, grandTotalPaise: 99_900, paid: false });
    await insertFixtureOrder(t.db, { createdAt: at, grandTotalPaise: 88_800, deletedAt: at + 1 });
    await rebuild();
    const s = await summary();
    expect(s.totalOrders).toBe(4);
    expect(s.totalSales).toBe(633.33);
    expect(s.avgOrderValue).toBe(158.33);
    expect(s.statusDistribution).toEqual([
      { status: 1, count: 1 },
      { status: 2, count: 2 },
      { status: 5, count: 1 },
    ]);
    expect(s.monthlyTrend).toEqual([
      { month: 1, year: 2026, totalSales: 633.33, orders: 4, avgOrderValue: 158.33 },
    ]);
    const two = await summary({ status: 2 });
    expect(two).toMatchObject({ totalOrders: 2, totalSales: 533.33, avgOrderValue: 266.67 });
    expect(two.recentOrders.map((o) => o.status)).toEqual([2, 2]);
    expect(s.recentOrders).toHaveLength(4);
  });

  it('puts 00:30 IST on 1 March in March, and 23:59 IST on 28 February in February', async () => {
    const march = ist(2026, 3, 1, 0, 30);
    expect(new Date(march).toISOString()).toBe('2026-02-28T19:00:00.000Z');
    await insertFixtureOrder(t.db, { createdAt: march, grandTotalPaise: 1_000 });
    await insertFixtureOrder(t.db, { createdAt: ist(2026, 2, 28, 23, 59), grandTotalPaise: 2_000 });
    await rebuild();
    const all = await summary();
    expect(all.monthlyTrend.map((m) => [m.year, m.month, m.totalSales])).toEqual([
      [2026, 2, 20],
      [2026, 3, 10],
    ]);
    const day = await summary({ from: '2026-03-01', to: '2026-03-01' });
    expect(day).toMatchObject({ totalOrders: 1, totalSales: 10 });
    expect(day.recentOrders).toHaveLength(1);
    const feb = await summary({ from: '2026-02-01', to: '2026-02-28' });
    expect(feb).toMatchObject({ totalOrders: 1, totalSales: 20 });
  });

  it('answers zeros, not NaN, for an empty range', async () => {
    await insertFixtureOrder(t.db, { createdAt: ist(2026, 1, 10), grandTotalPaise: 1_000 });
    await rebuild();
    const s = await summary({ from: '2025-01-01', to: '2025-01-31' });
    expect(s).toEqual({
      totalSales: 0,
      totalOrders: 0,
      avgOrderValue: 0,
      monthlyTrend: [],
      statusDistribution: [],
      topProducts: [],
      revenueSplit: { custom: 0, readyMade: 0 },
      topMaterialPairs: [],
      avgCustomPrintAreaSqFt: 0,
      recentOrders: [],
    });
  });

  it('ranks products and material pairs, splits custom and ready-made, averages print area', async () => {
    const at = ist(2025, 12, 31, 23, 0);
    await insertFixtureOrder(t.db, {
      createdAt: at,
      grandTotalPaise: 90_000,
      refundedPaise: 10_000,
      items: [
        { kind: 'ready', frameId: 7, name: 'Oak', quantity: 3, totalPaise: 30_000 },
        {
          kind: 'custom',
          material: 'Canvas',
          frameMaterial: 'Teak',
          quantity: 1,
          totalPaise: 40_000,
          areaSqFt: 2.5,
        },
      ],
    });
    await insertFixtureOrder(t.db, {
      createdAt: at,
      grandTotalPaise: 30_000,
      items: [
        { kind: 'ready', frameId: 9, name: 'Walnut', quantity: 1, totalPaise: 10_000 },
        {
          kind: 'custom',
          material: 'Paper',
          frameMaterial: 'Pine',
          quantity: 2,
          totalPaise: 20_000,
          areaSqFt: 1.25,
        },
      ],
    });
    await rebuild();
    const s = await summary({ from: '2025-12-01', to: '2026-01-15' });
    expect(s.topProducts).toEqual([
      {
        productId: 7,
        name: 'Oak',
        image: '/uploads/frame-7.webp',
        totalSold: 3,
        totalRevenue: 300,
      },
      {
        productId: 9,
        name: 'Walnut',
        image: '/uploads/frame-9.webp',
        totalSold: 1,
        totalRevenue: 100,
      },
    ]);
    expect(s.topMaterialPairs).toEqual([
      { material: 'Canvas', frameMaterial: 'Teak', revenue: 400, count: 1 },
      { material: 'Paper', frameMaterial: 'Pine', revenue: 200, count: 2 },
    ]);
    expect(s.revenueSplit).toEqual({ custom: 600, readyMade: 400 });
    expect(s.avgCustomPrintAreaSqFt).toBe(1.88);
    expect(s.totalSales).toBe(1100);
  });

  it('reads a summary in at most 6 statements', async () => {
    for (let i = 0; i < 40; i++) {
      await insertFixtureOrder(t.db, {
        createdAt: ist(2025, 1 + (i % 12), 1 + (i % 27)),
        grandTotalPaise: 1_000 + i,
        status: 1 + (i % 5),
      });
    }
    await rebuild();
    const counter = new StatementCounter();
    const deps = depsFor(t, { db: t.db.withPlugin(counter) });
    for (const input of [
      {},
      { from: '2025-03-05', to: '2025-09-20' },
      { status: 3 },
      { from: '2025-06-01', to: '2025-06-30', status: 1 },
    ]) {
      counter.count = 0;
      const s = await sales.execute(ctxFor(deps, ADMIN), input);
      expect(s.totalOrders).toBeGreaterThan(0);
      expect(counter.count).toBeLessThanOrEqual(6);
    }
    counter.count = 0;
    await dashboard.execute(ctxFor(deps, ADMIN), undefined);
    expect(counter.count).toBeLessThanOrEqual(6);
  });

  it('exports the figures as CSV with en-IN amounts', async () => {
    await insertFixtureOrder(t.db, {
      createdAt: ist(2026, 3, 1, 0, 30),
      grandTotalPaise: 12_345_678,
    });
    await rebuild();
    const file = await salesCsvExport.execute(ctxFor(depsFor(t), ADMIN), {
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(file.filename).toBe('sales-2026-03-01-to-2026-03-31.csv');
    expect(file.csv).toContain('Summary,Total sales,1,"1,23,456.78"');
    expect(file.csv).toContain('Monthly trend,March 2026,1,"1,23,456.78"');
  });

  it('is for admins only, and refuses a bad range', async () => {
    const deps = depsFor(t);
    await expect(sales.execute(ctxFor(deps), {})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(sales.execute(ctxFor(deps, SHOPPER), {})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(dashboard.execute(ctxFor(deps, SHOPPER), undefined)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(summary({ from: '2026-03-02', to: '2026-03-01' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(summary({ from: '2026-02-30' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('builds the admin dashboard: counts, today and month sales, pending, attention', async () => {
    const now = ist(2026, 3, 15, 10, 0);
    const deps = depsFor(t, { now: () => now });
    await insertFixtureOrder(t.db, { createdAt: ist(2026, 3, 15, 9, 0), grandTotalPaise: 5_000 });
    await insertFixtureOrder(t.db, {
      createdAt: ist(2026, 3, 2),
      grandTotalPaise: 7_000,
      status: 2,
    });
    await insertFixtureOrder(t.db, { createdAt: ist(2026, 2, 2), grandTotalPaise: 9_000 });
    const flagged = await insertFixtureOrder(t.db, {
      createdAt: ist(2026, 1, 2),
      grandTotalPaise: 1_000,
      paid: false,
    });
    await t.db
      .updateTable('orders')
      .set({ paymentFlag: 'Amount mismatch' })
      .where('orderId', '=', flagged)
      .execute();
    await rebuild();
    const d = await dashboard.execute(ctxFor(deps, ADMIN), undefined);
    expect(d.counts).toEqual({ users: 0, frames: 0, orders: 4, contacts: 0 });
    expect(d).toMatchObject({ todaySales: 50, monthSales: 120, awaitingAction: 2 });
    expect(d.paymentsNeedingAttention).toEqual([
      {
        orderId: flagged,
        reason: 'Amount mismatch',
        createdAt: new Date(ist(2026, 1, 2)).toISOString(),
      },
    ]);
    expect(d.recentInquiries).toEqual([]);
  });
});
