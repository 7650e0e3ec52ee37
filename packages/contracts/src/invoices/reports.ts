import { z } from 'zod';
import { ISO_DATE_PATTERN, istDayStartMs } from '../analytics/ist';

/**
 * GST reports (issue 23): the chosen range of IST days (both inclusive) over the dates of
 * invoices and credit notes, the monthly GST figures, and the back-fill of invoices.
 */

const istDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(ISO_DATE_PATTERN, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(istDayStartMs(v)), `${label} is not a real date`);

export const gstReportInput = z
  .strictObject({
    from: istDate('From').optional(),
    to: istDate('To').optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'From must be on or before To',
    path: ['to'],
  })
  .prefault({});
export type GstReportInput = z.input<typeof gstReportInput>;
export type GstReportFilter = z.output<typeof gstReportInput>;

/** One IST month's figures, in paise; credit notes already subtracted where it says net. */
export interface GstMonthDto {
  /** 'YYYY-MM', IST. */
  month: string;
  invoices: number;
  creditNotes: number;
  /** What invoices charged, GST included. */
  invoicedPaise: number;
  /** What credit notes gave back (refunds), GST included; a positive figure. */
  creditedPaise: number;
  /** Invoiced minus credited: the taxable value and each tax, net of credit notes. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Net sales: invoiced minus credited, GST included. */
  netSalesPaise: number;
}

export interface GstReportDto {
  from: string | null;
  to: string | null;
  months: GstMonthDto[];
  totals: Omit<GstMonthDto, 'month'>;
  /**
   * Discount codes' money on the range's invoices (their orders' discounts). The invoices'
   * taxable values are already net of it: they show the price paid.
   */
  discountPaise: number;
}

/** Paid orders that have no invoice because no seller was set when they were paid. */
export interface UninvoicedDto {
  count: number;
  /** Whether invoices can be issued now (a seller is saved or configured). */
  sellerSet: boolean;
}

export const backfillInput = z.strictObject({
  /** The count the admin confirmed; a different count now means the screen is stale. */
  expected: z.number({ error: 'Expected count must be a number' }).int().min(1).max(100_000),
});
export type BackfillInput = z.input<typeof backfillInput>;

export interface BackfillResultDto {
  invoices: number;
  creditNotes: number;
  /** Orders left without an invoice (another run issued them, or issue failed). */
  remaining: number;
}
