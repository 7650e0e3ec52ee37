import { istDayKey, istMonthKey } from '@frameshop/contracts/analytics/ist';
import {
  DASHBOARD_LOW_STOCK,
  type DashboardCounts,
  type DashboardSummary,
  RECENT_INQUIRIES,
  RECENT_ORDERS,
  type SalesSummary,
  salesInput,
  TOP_MATERIAL_PAIRS,
  TOP_PRODUCTS,
} from '@frameshop/contracts/analytics/sales';
import { sizeLabel } from '@frameshop/contracts/catalogue/dtos';
import { oneOfSet, PAYMENT_STATUSES } from '@frameshop/contracts/orders/statuses';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { z } from 'zod';
import type { ServiceContext } from '../shared/context';
import { defineUseCase } from '../shared/use-case';
import * as figures from './analytics.repository';
import * as dash from './dashboard.repository';
import { FIRST_MONTH, LAST_MONTH, periodRanges } from './periods';
import { salesCsv } from './sales-csv';
import { foldTotals, salesWindow } from './sales-summary';

/**
 * Analytics (issue 13): the admin dashboard and the sales dashboard, read from the sales
 * rollups (sales-rollup.published.ts) and, for counts and lists, from the other domains' tables through
 * this domain's read-only repositories. Definitions: docs/domains/analytics.md.
 */

const noInput = z.undefined();
const LOW_STOCK_ROWS = 20;
const PENDING_STATUS = 1;
const ATTENTION_ROWS = 20;

/** The four legacy counts (GET /api/frame/dashboardcount). */
export const dashboardCounts = defineUseCase({
  name: 'analytics.dashboardCounts',
  access: 'analytics:read',
  kind: 'query',
  input: noInput,
  handler: (ctx): Promise<DashboardCounts> => dash.dashboardCounts(ctx.db),
});

export const dashboard = defineUseCase({
  name: 'analytics.dashboard',
  access: 'analytics:read',
  kind: 'query',
  input: noInput,
  async handler(ctx): Promise<DashboardSummary> {
    const now = ctx.now();
    const today = istDayKey(now);
    const month = istMonthKey(now);
    // One read: today's day row, and every month row (this month's sales; Pending of all time).
    const rows = await figures.totalsIn(ctx.db, [
      [today, today],
      [FIRST_MONTH, LAST_MONTH],
    ]);
    const sum = (period: number) =>
      rows.filter((r) => r.period === period).reduce((n, r) => n + r.salesPaise, 0);
    const pending = rows.filter((r) => r.period <= LAST_MONTH && r.status === PENDING_STATUS);
    const low = await dash.lowStockVariants(ctx.db, DASHBOARD_LOW_STOCK, LOW_STOCK_ROWS);
    return {
      counts: await dash.dashboardCounts(ctx.db),
      recentInquiries: await dash.latestInquiries(ctx.db, RECENT_INQUIRIES),
      todaySales: paiseToRupees(sum(today)),
      monthSales: paiseToRupees(sum(month)),
      awaitingAction: pending.reduce((n, r) => n + r.orders, 0),
      lowStock: low.map(({ widthIn, heightIn, ...v }) => ({
        ...v,
        size: sizeLabel(widthIn, heightIn),
      })),
      paymentsNeedingAttention: await dash.paymentsNeedingAttention(ctx.db, ATTENTION_ROWS),
      generatedAt: new Date(now).toISOString(),
    };
  },
});

/** The sales summary for a filter: four statements whatever the number of orders. */
export async function salesSummary(
  ctx: ServiceContext,
  input: z.output<typeof salesInput>,
): Promise<SalesSummary> {
  const window = salesWindow(input);
  const ranges = periodRanges(window.fromDay, window.toDay);
  const totals = foldTotals(await figures.totalsIn(ctx.db, ranges, input.status));
  const products = await figures.topProductsIn(ctx.db, ranges, input.status, TOP_PRODUCTS);
  const pairs = await figures.topMaterialPairsIn(ctx.db, ranges, input.status, TOP_MATERIAL_PAIRS);
  const recent = await figures.recentCountedOrders(
    ctx.db,
    window.fromMs,
    window.toMs,
    input.status,
    RECENT_ORDERS,
  );
  return {
    ...totals,
    topProducts: products.map((p) => ({
      productId: p.frameId,
      name: p.name,
      image: p.image,
      totalSold: p.units,
      totalRevenue: paiseToRupees(p.revenuePaise),
    })),
    topMaterialPairs: pairs.map((p) => ({
      material: p.material,
      frameMaterial: p.frameMaterial,
      revenue: paiseToRupees(p.revenuePaise),
      count: p.units,
    })),
    recentOrders: recent.map(
      ({ grandTotalPaise, refundedPaise, discountPaise, paymentStatus, ...o }) => ({
        ...o,
        grandTotal: paiseToRupees(grandTotalPaise),
        discount: paiseToRupees(discountPaise),
        paymentStatus: oneOfSet(PAYMENT_STATUSES, paymentStatus, 'payment status'),
        refunded: paiseToRupees(refundedPaise),
      }),
    ),
  };
}

export const sales = defineUseCase({
  name: 'analytics.sales',
  access: 'analytics:read',
  kind: 'query',
  input: salesInput,
  handler: (ctx, input) => salesSummary(ctx, input),
});

/** The figures of the chosen range as a CSV file (en-IN amounts, IST months). */
export const salesCsvExport = defineUseCase({
  name: 'analytics.salesCsv',
  access: 'analytics:read',
  kind: 'query',
  input: salesInput,
  async handler(ctx, input): Promise<{ filename: string; csv: string }> {
    return salesCsv(input, await salesSummary(ctx, input), ctx.now());
  },
});
