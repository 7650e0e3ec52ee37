import { dashboardCountsSchema, legacySalesSchema } from '@frameshop/contracts/analytics/responses';
import {
  dashboardCounts,
  sales,
  salesCsvExport,
} from '@frameshop/domain/analytics/analytics.service';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restRoute } from './route';

/**
 * Issue 13: the legacy dashboard calls of spec section 7, and the sales CSV download. The
 * use cases are in packages/domain/src/analytics/analytics.service.ts. Registered in its own
 * plugin beside orders.ts: /order/salemanage lives here, not among the order routes.
 */

/** The legacy screen sends its filter as query text; 'all' (or empty) means every status. */
function salesQuery(request: FastifyRequest): Record<string, unknown> {
  const { from, to, status } = request.query as Record<string, string | undefined>;
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(status && status !== 'all' ? { status } : {}),
  };
}

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'GET',
    url: '/frame/dashboardcount',
    useCase: dashboardCounts,
    input: () => undefined,
    response: dashboardCountsSchema,
  });
  restRoute(app, {
    method: 'GET',
    url: '/order/salemanage',
    useCase: sales,
    input: salesQuery,
    // Exactly the legacy shape; the richer figures are the tRPC procedure's.
    output: (s) => ({
      totalSales: s.totalSales,
      totalOrders: s.totalOrders,
      monthlyTrend: s.monthlyTrend.map(({ month, year, totalSales }) => ({
        month,
        year,
        totalSales,
      })),
      statusDistribution: s.statusDistribution,
      topProducts: s.topProducts,
    }),
    response: legacySalesSchema,
  });
  restRoute(app, {
    method: 'GET',
    url: '/analytics/sales.csv',
    useCase: salesCsvExport,
    input: salesQuery,
    headers: (file) => ({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    }),
    output: (file) => file.csv,
    produces: 'text/csv',
  });
}
