import { z } from 'zod';
import type { DashboardCounts, TopProduct } from './sales';

/** The REST answers of the dashboard paths, as the OpenAPI document states them. */
export const dashboardCountsSchema = z.strictObject({
  users: z.number().int(),
  frames: z.number().int(),
  orders: z.number().int(),
  contacts: z.number().int(),
}) satisfies z.ZodType<DashboardCounts>;

const topProductSchema = z.strictObject({
  productId: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  totalSold: z.number().int(),
  totalRevenue: z.number(),
}) satisfies z.ZodType<TopProduct>;

/** GET /order/salemanage: exactly the legacy figures (the tRPC procedure has more). */
export const legacySalesSchema = z.strictObject({
  totalSales: z.number(),
  totalOrders: z.number().int(),
  monthlyTrend: z.array(
    z.strictObject({ month: z.number().int(), year: z.number().int(), totalSales: z.number() }),
  ),
  statusDistribution: z.array(
    z.strictObject({ status: z.number().int(), count: z.number().int() }),
  ),
  topProducts: z.array(topProductSchema),
});
