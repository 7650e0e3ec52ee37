import { dashboard, sales, salesCsvExport } from '@frameshop/domain/analytics/analytics.service';
import { queryFor } from '../trpc';

/**
 * The admin dashboards (issue 13). Each procedure's handler is the use case it names, in
 * packages/domain/src/analytics/analytics.service.ts: `analytics.dashboard` is `dashboard`,
 * `analytics.sales` is `sales`, `analytics.salesCsv` is `salesCsvExport` (the CSV as text with
 * its file name; the REST route GET /api/analytics/sales.csv serves the same as a download).
 */
export const analyticsRouter = {
  dashboard: queryFor(dashboard),
  sales: queryFor(sales),
  salesCsv: queryFor(salesCsvExport),
};
