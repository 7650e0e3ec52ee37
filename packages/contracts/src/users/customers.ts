import { z } from 'zod';
import { idParam } from '../shared/text';

/**
 * The admin's customers (issue 24): shoppers' accounts with what they bought. Money is integer
 * paise, as everywhere; the screens speak it in rupees.
 */

export const CUSTOMERS_PAGE_SIZE = 20;

export const customerListQuery = z.strictObject({
  /** Part of a name, an e-mail address, or a phone number given on an order. */
  search: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;

export const customerQuery = z.strictObject({ userId: idParam });

export interface CustomerFigures {
  /** Orders placed (deleted ones not counted). */
  orderCount: number;
  /**
   * Paid orders' totals, net of what was refunded: money the shop kept. Unpaid and failed
   * orders count nothing; a fully refunded order counts zero.
   */
  spentPaise: number;
  /** When the newest order was placed; null: never ordered. */
  lastOrderAt: string | null;
}

export interface CustomerSummaryDto extends CustomerFigures {
  userId: number;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
}

export interface CustomerPageDto {
  data: CustomerSummaryDto[];
  total: number;
  page: number;
  totalPages: number;
}

export interface CustomerAddressDto {
  name: string;
  address: string;
  apt: string | null;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

export interface CustomerOrderDto {
  orderId: number;
  createdAt: string;
  /** Order status code 1..5 (orders/statuses). */
  status: number;
  paymentStatus: string;
  grandTotalPaise: number;
  refundedPaise: number;
}

export interface CustomerDetailDto extends CustomerSummaryDto {
  role: string;
  /** Every distinct delivery address of their orders, newest first. */
  addresses: CustomerAddressDto[];
  orders: CustomerOrderDto[];
  reviews: {
    frameId: number;
    frameName: string;
    title: string;
    rating: number;
    review: string;
    createdAt: string;
  }[];
  /** Contact requests sent from their e-mail address. */
  inquiries: { message: string; inquiryType: string | null; createdAt: string }[];
}
