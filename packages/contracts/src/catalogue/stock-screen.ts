import { z } from 'zod';
import { idParam, requiredText } from '../shared/text';

/**
 * The admin's stock screen (issue 24): each variant's figures, read from the ledger and the
 * orders, and the adjustments an admin makes by hand. Every adjustment moves the total and
 * what remains by the same amount, so what orders hold or sold never changes
 * (docs/decisions/0016-stock-from-the-ledger.md, "Adjustments").
 */

export const STOCK_ADJUSTMENTS = ['received', 'damaged', 'counted'] as const;
export type StockAdjustmentKind = (typeof STOCK_ADJUSTMENTS)[number];

export const STOCK_PAGE_SIZE = 25;
/** At most this many ledger rows are shown per variant, newest first. */
export const STOCK_HISTORY_LIMIT = 200;
/** A bound on one adjustment: far above any shop's shelf, far below an integer's limit. */
export const STOCK_ADJUST_MAX = 100_000;

export const stockListQuery = z.strictObject({
  /** Part of a frame's name. */
  search: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
});
export type StockListQuery = z.input<typeof stockListQuery>;

export const stockAdjustInput = z
  .strictObject({
    frameSizeId: idParam,
    kind: z.enum(STOCK_ADJUSTMENTS, { error: 'Choose received, damaged or counted' }),
    /** Received or damaged: how many units (1 or more). Counted: what is for sale now (0 or more). */
    quantity: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(0, 'Quantity cannot be negative')
      .max(STOCK_ADJUST_MAX, `Quantity must be at most ${STOCK_ADJUST_MAX}`),
    reason: requiredText('Reason', 200),
  })
  .refine((a) => a.kind === 'counted' || a.quantity >= 1, {
    message: 'Quantity must be at least 1',
    path: ['quantity'],
  });
export type StockAdjustInput = z.input<typeof stockAdjustInput>;

export const stockHistoryQuery = z.strictObject({ frameSizeId: idParam });

/** One variant (frame x size) with its figures: remaining + held + sold = total. */
export interface StockVariantDto {
  frameSizeId: number;
  frameId: number;
  frameName: string;
  /** "12x18" */
  size: string;
  /** Archived frames are kept (their orders point at them) but no longer sold. */
  archived: boolean;
  total: number;
  /** Units of unpaid or unshipped orders that hold stock (Pending, Processing). */
  held: number;
  /** Units of shipped, delivered (or cancelled after shipping) orders. */
  sold: number;
  remaining: number;
}

export interface StockPageDto {
  data: StockVariantDto[];
  total: number;
  page: number;
  totalPages: number;
}

export interface StockMovementDto {
  movementId: number;
  at: string;
  delta: number;
  /** The ledger's code: initial, admin_edit, order_reserve, order_release, received, damaged, counted... */
  reason: string;
  /** The admin's words for an adjustment; null for other movements. */
  note: string | null;
  /** Who moved it: the admin's name, 'Shop' for orders and system work. */
  actor: string;
  /** What remained after this movement. */
  balance: number;
}

export interface StockHistoryDto {
  variant: StockVariantDto;
  movements: StockMovementDto[];
  /** True when older movements exist beyond the ones shown. */
  truncated: boolean;
}

export interface StockAdjustResultDto {
  variant: StockVariantDto;
  /** The signed change written to the ledger (0 when a count found what was recorded). */
  delta: number;
}

/** The words a movement's code is shown with. */
export const STOCK_REASON_LABELS: Record<string, string> = {
  initial: 'New size',
  admin_edit: 'Stock quantity edited',
  order_reserve: 'Order placed',
  order_release: 'Order released',
  ledger_repair: 'Ledger repair',
  received: 'Received',
  damaged: 'Damaged',
  counted: 'Counted',
};

/**
 * What an adjustment does to what remains, as the confirmation says it before anything moves:
 * received adds, damaged removes, counted sets.
 */
export function remainingAfter(kind: StockAdjustmentKind, remaining: number, quantity: number) {
  if (kind === 'received') return remaining + quantity;
  if (kind === 'damaged') return remaining - quantity;
  return quantity;
}
