import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { rebuildSalesRollups } from '@frameshop/domain/analytics/sales-rollup.published';
import { insertFixtureOrder, ist } from '@frameshop/domain/testing/sales-fixtures';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN, bearer, createAdmin, loginToken, signupAndLogin, useApp } from './helpers';

describeEachDialect('analytics over REST', (t) => {
  const ctx = useApp(t);
  let admin: Record<string, string>;
  let shopper: Record<string, string>;

  beforeAll(async () => {
    await createAdmin(ctx.app);
    admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    shopper = bearer(await signupAndLogin(ctx.app));
    await insertFixtureOrder(t.db, {
      createdAt: ist(2026, 3, 1, 0, 30),
      grandTotalPaise: 150_050,
      status: 2,
      items: [
        { kind: 'ready', frameId: 4, name: 'Teak Classic', quantity: 2, totalPaise: 150_050 },
      ],
    });
    await insertFixtureOrder(t.db, {
      createdAt: ist(2026, 2, 10),
      grandTotalPaise: 10_000,
      refundedPaise: 2_500,
    });
    await insertFixtureOrder(t.db, {
      createdAt: ist(2026, 2, 11),
      grandTotalPaise: 99_999,
      paid: false,
    });
    await t.db.transaction().execute((trx) => rebuildSalesRollups(trx));
  });

  it('GET /api/order/salemanage answers the legacy shape', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/salemanage',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalSales: 1575.5,
      totalOrders: 2,
      monthlyTrend: [
        { month: 2, year: 2026, totalSales: 75 },
        { month: 3, year: 2026, totalSales: 1500.5 },
      ],
      statusDistribution: [
        { status: 1, count: 1 },
        { status: 2, count: 1 },
      ],
      topProducts: [
        {
          productId: 4,
          name: 'Teak Classic',
          image: '/uploads/frame-4.webp',
          totalSold: 2,
          totalRevenue: 1500.5,
        },
        {
          productId: 1,
          name: 'Frame 1',
          image: '/uploads/frame-1.webp',
          totalSold: 1,
          totalRevenue: 100,
        },
      ],
    });
  });

  it('filters salemanage by IST range and status from the query string', async () => {
    const march = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/salemanage?from=2026-03-01&to=2026-03-31&status=all',
      headers: admin,
    });
    expect(march.json()).toMatchObject({ totalSales: 1500.5, totalOrders: 1 });
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/salemanage?status=1',
      headers: admin,
    });
    expect(pending.json()).toMatchObject({ totalSales: 75, totalOrders: 1 });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/salemanage?from=March',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('GET /api/frame/dashboardcount answers the four counts', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/frame/dashboardcount',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orders: 3, frames: 0, users: 2, contacts: 0 });
  });

  it('downloads the sales CSV', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/analytics/sales.csv?from=2026-02-01&to=2026-03-31',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-2026-02-01-to-2026-03-31.csv"',
    );
    expect(res.body).toContain('Summary,Total sales,2,"1,575.50"');
  });

  it('refuses anonymous callers (401) and shoppers (403)', async () => {
    for (const url of [
      '/api/order/salemanage',
      '/api/frame/dashboardcount',
      '/api/analytics/sales.csv',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url, headers: shopper })).statusCode).toBe(403);
    }
  });

  it('serves the dashboards over tRPC to admins', async () => {
    const get = (path: string, input?: unknown) =>
      ctx.app.inject({
        method: 'GET',
        url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        headers: admin,
      });
    const sales = await get('analytics.sales', { status: 2 });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().result.data).toMatchObject({ totalOrders: 1, avgOrderValue: 1500.5 });
    const all = await get('analytics.sales');
    expect(all.json().result.data).toMatchObject({ totalOrders: 2, totalSales: 1575.5 });
    const dash = await get('analytics.dashboard');
    expect(dash.json().result.data.counts).toEqual({ users: 2, frames: 0, orders: 3, contacts: 0 });
    const csv = await get('analytics.salesCsv', {});
    expect(csv.json().result.data.filename).toMatch(/^sales-start-to-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
