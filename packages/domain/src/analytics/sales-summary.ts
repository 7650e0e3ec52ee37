import { DAY_MS, dayKeyOf, istDateString, istDayStartMs } from '@frameshop/contracts/analytics/ist';
import type { MonthlySales, SalesSummary } from '@frameshop/contracts/analytics/sales';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import type { SalesTotalsRow } from '@frameshop/db/schema';
import { FIRST_DAY, LAST_DAY, monthOfPeriod } from './periods';

/** Pure folding of rollup rows into the dashboard's figures; no SQL, no I/O. */

export interface SalesWindow {
  fromDay: number;
  toDay: number;
  /** Epoch ms bounds of the same IST days, for the recent-orders query. */
  fromMs: number;
  toMs: number;
}

/** The IST days a filter covers; an open end is unbounded. */
export function salesWindow(input: { from?: string; to?: string }): SalesWindow {
  const fromDay = input.from ? dayKeyOf(input.from) : FIRST_DAY;
  const toDay = input.to ? dayKeyOf(input.to) : LAST_DAY;
  return {
    fromDay,
    toDay,
    fromMs: input.from ? istDayStartMs(input.from) : 0,
    toMs: input.to ? istDayStartMs(input.to) + DAY_MS - 1 : Number.MAX_SAFE_INTEGER,
  };
}

/** Average in rupees to two decimals; 0 (not NaN) when there is nothing to average. */
export function averageRupees(paise: number, count: number): number {
  return count > 0 ? paiseToRupees(Math.round(paise / count)) : 0;
}

export type TotalsPart = Pick<
  SalesSummary,
  | 'totalSales'
  | 'totalOrders'
  | 'avgOrderValue'
  | 'monthlyTrend'
  | 'statusDistribution'
  | 'revenueSplit'
  | 'avgCustomPrintAreaSqFt'
>;

export function foldTotals(rows: readonly SalesTotalsRow[]): TotalsPart {
  let orders = 0;
  let sales = 0;
  let custom = 0;
  let ready = 0;
  let lines = 0;
  let area = 0;
  const byMonth = new Map<number, { sales: number; orders: number }>();
  const byStatus = new Map<number, number>();
  for (const r of rows) {
    orders += r.orders;
    sales += r.salesPaise;
    custom += r.customPaise;
    ready += r.readyMadePaise;
    lines += r.customLines;
    area += r.customAreaE4;
    const month = monthOfPeriod(r.period);
    const m = byMonth.get(month) ?? { sales: 0, orders: 0 };
    m.sales += r.salesPaise;
    m.orders += r.orders;
    byMonth.set(month, m);
    byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + r.orders);
  }
  const monthlyTrend: MonthlySales[] = [...byMonth]
    .filter(([, m]) => m.orders !== 0)
    .sort(([a], [b]) => a - b)
    .map(([month, m]) => ({
      month: month % 100,
      year: Math.floor(month / 100),
      totalSales: paiseToRupees(m.sales),
      orders: m.orders,
      avgOrderValue: averageRupees(m.sales, m.orders),
    }));
  return {
    totalSales: paiseToRupees(sales),
    totalOrders: orders,
    avgOrderValue: averageRupees(sales, orders),
    monthlyTrend,
    statusDistribution: [...byStatus]
      .filter(([, count]) => count !== 0)
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => ({ status, count })),
    revenueSplit: { custom: paiseToRupees(custom), readyMade: paiseToRupees(ready) },
    avgCustomPrintAreaSqFt: lines > 0 ? Math.round(area / lines / 100) / 100 : 0,
  };
}

/** The file name of a CSV export: the range in IST dates. */
export function csvFileName(input: { from?: string; to?: string }, now: number): string {
  const from = input.from ?? 'start';
  const to = input.to ?? istDateString(now);
  return `sales-${from}-to-${to}.csv`;
}
