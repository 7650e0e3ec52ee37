import { z } from 'zod';
import { orderStatus } from '../orders/orders';
import type { PaymentStatus } from '../orders/statuses';
import { ISO_DATE_PATTERN, istDayStartMs } from './ist';

/** How many top products and material pairs, and recent orders, the sales dashboard shows. */
export const TOP_PRODUCTS = 8;
export const TOP_MATERIAL_PAIRS = 8;
export const RECENT_ORDERS = 10;
/** Low stock on the admin dashboard: 5 or fewer left (spec section 9). */
export const DASHBOARD_LOW_STOCK = 5;
export const RECENT_INQUIRIES = 5;

const istDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(ISO_DATE_PATTERN, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(istDayStartMs(v)), `${label} is not a real date`);

/**
 * The sales dashboard's filters: IST days, both inclusive, on the order's creation time; a
 * status 1 to 5, or none for every status.
 */
export const salesInput = z
  .strictObject({
    from: istDate('From').optional(),
    to: istDate('To').optional(),
    status: orderStatus.optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'From must be on or before To',
    path: ['to'],
  })
  // No input at all (a tRPC GET without one) is every order of every status.
  .prefault({});
export type SalesInput = z.input<typeof salesInput>;
/** The filter once parsed: what the use cases work with. */
export type SalesFilter = z.output<typeof salesInput>;

/** Money in rupees with two decimals; months 1 to 12 in IST. */
export interface MonthlySales {
  month: number;
  year: number;
  totalSales: number;
  orders: number;
  avgOrderValue: number;
}

export interface TopProduct {
  productId: number;
  name: string;
  /** The frame's first image at order time: the catalogue's legacy path on the API host ('uploads/frames/...'). */
  image: string | null;
  totalSold: number;
  /** Item totals before refunds. */
  totalRevenue: number;
}

export interface MaterialPairSales {
  material: string;
  frameMaterial: string;
  /** Custom item totals before refunds. */
  revenue: number;
  /** Units. */
  count: number;
}

export interface RecentSaleOrder {
  orderId: number;
  firstName: string;
  lastName: string;
  grandTotal: number;
  /** What a discount code took off (rupees; 0 without one) and the code (issue 23). */
  discount: number;
  couponCode: string | null;
  /** What cancelling it would refund: the payment's state and what was refunded (rupees). */
  paymentStatus: PaymentStatus;
  refunded: number;
  status: number;
  createdAt: string;
}

export interface SalesSummary {
  totalSales: number;
  totalOrders: number;
  avgOrderValue: number;
  monthlyTrend: MonthlySales[];
  statusDistribution: { status: number; count: number }[];
  topProducts: TopProduct[];
  /** Item totals before refunds, by kind. */
  revenueSplit: { custom: number; readyMade: number };
  topMaterialPairs: MaterialPairSales[];
  /** Mean print area of a custom line, square feet, two decimals; 0 when none. */
  avgCustomPrintAreaSqFt: number;
  recentOrders: RecentSaleOrder[];
}

export interface DashboardCounts {
  users: number;
  frames: number;
  /** Live (not deleted) orders, paid or not. */
  orders: number;
  contacts: number;
}

export interface LowStockVariant {
  frameSizeId: number;
  frameId: number;
  frameName: string;
  /** '12x18' (inches), as the catalogue labels sizes. */
  size: string;
  remainedQty: number;
}

export interface PaymentAttention {
  orderId: number;
  /** The order's payment flag, or 'Refund failed'. */
  reason: string;
  createdAt: string;
}

export interface DashboardSummary {
  counts: DashboardCounts;
  recentInquiries: {
    contactId: number;
    name: string;
    email: string;
    message: string;
    inquiryType: string | null;
    createdAt: string;
  }[];
  /** Paid sales of today and this month (IST), rupees. */
  todaySales: number;
  monthSales: number;
  /** Counted orders still Pending. */
  awaitingAction: number;
  lowStock: LowStockVariant[];
  paymentsNeedingAttention: PaymentAttention[];
  generatedAt: string;
}
