import { MONTH_NAMES } from '@frameshop/contracts/analytics/ist';
import type { SalesFilter, SalesSummary } from '@frameshop/contracts/analytics/sales';
import { statusLabel } from '@frameshop/contracts/orders/statuses';
import { csvText } from '../export/csv';
import { csvFileName } from './sales-summary';

/**
 * The sales figures as one CSV sheet: a block per panel, each row `Section, Item, Count,
 * Amount (₹), Note`, so a spreadsheet can filter by section. Amounts are en-IN with two
 * decimals ('1,23,456.00'); months and dates are IST, as on the dashboard.
 */
const amount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const inr = (rupees: number) => amount.format(rupees);

export function salesCsv(
  input: SalesFilter,
  s: SalesSummary,
  now: number,
): { filename: string; csv: string } {
  const rows: (string | number)[][] = [['Section', 'Item', 'Count', 'Amount (₹)', 'Note']];
  const range = `${input.from ?? 'all time'} to ${input.to ?? 'today'} (IST)`;
  const status = input.status ? statusLabel(input.status) : 'All statuses';
  rows.push(['Filter', 'Range', '', '', range], ['Filter', 'Status', '', '', status]);
  rows.push(
    [
      'Summary',
      'Total sales',
      s.totalOrders,
      inr(s.totalSales),
      'Paid, not deleted, net of refunds',
    ],
    ['Summary', 'Average order value', '', inr(s.avgOrderValue), ''],
    ['Summary', 'Custom revenue', '', inr(s.revenueSplit.custom), 'Item totals before refunds'],
    [
      'Summary',
      'Ready-made revenue',
      '',
      inr(s.revenueSplit.readyMade),
      'Item totals before refunds',
    ],
    ['Summary', 'Average custom print area', '', '', `${s.avgCustomPrintAreaSqFt} sq ft`],
  );
  for (const m of s.monthlyTrend) {
    const label = `${MONTH_NAMES[m.month - 1]} ${m.year}`;
    rows.push([
      'Monthly trend',
      label,
      m.orders,
      inr(m.totalSales),
      `Average ${inr(m.avgOrderValue)}`,
    ]);
  }
  for (const d of s.statusDistribution) {
    rows.push(['Status distribution', statusLabel(d.status), d.count, '', '']);
  }
  for (const p of s.topProducts) {
    rows.push(['Top products', p.name, p.totalSold, inr(p.totalRevenue), `Frame ${p.productId}`]);
  }
  for (const p of s.topMaterialPairs) {
    rows.push([
      'Material pairs',
      `${p.material} / ${p.frameMaterial}`,
      p.count,
      inr(p.revenue),
      '',
    ]);
  }
  return { filename: csvFileName(input, now), csv: csvText(rows) };
}
