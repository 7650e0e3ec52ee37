/*
 * The order's and its payment's closed sets of states, zod-free: the shop's bundle, the admin
 * and the server read them from here, and DTOs carry these unions rather than `string` or
 * `number`, so renaming a state fails every typecheck that compares against the old one.
 */

/** Order status codes, labels and badge colours exactly as spec section 4. */
export const ORDER_STATUSES = [
  { code: 1, label: 'Pending', color: 'yellow' },
  { code: 2, label: 'Processing', color: 'blue' },
  { code: 3, label: 'Shipped', color: 'purple' },
  { code: 4, label: 'Delivered', color: 'green' },
  { code: 5, label: 'Cancelled', color: 'red' },
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number]['code'];
export type OrderStatusLabel = (typeof ORDER_STATUSES)[number]['label'];
export const PENDING_STATUS = 1 satisfies OrderStatus;
export const CANCELLED_STATUS = 5 satisfies OrderStatus;
export const SHIPPED_STATUS = 3 satisfies OrderStatus;
export const DELIVERED_STATUS = 4 satisfies OrderStatus;

export function statusLabel(code: OrderStatus): OrderStatusLabel;
export function statusLabel(code: number): OrderStatusLabel | 'Unknown';
export function statusLabel(code: number): OrderStatusLabel | 'Unknown' {
  return ORDER_STATUSES.find((s) => s.code === code)?.label ?? 'Unknown';
}

/** Payment status is text beside the status; the payment issue drives it. */
export const PAYMENT_STATUSES = [
  'awaiting payment',
  'paid',
  'failed',
  'expired',
  'refund pending',
  'refunded',
  /** Cash on delivery (issue 23): placed, stock reserved, paid when the admin records the cash. */
  'cod due',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A stored value as one of its closed set. A value outside it is our bug (a migration or a
 * hand edit), never the caller's: it throws, and the use case turns that into a 500.
 */
export function oneOfSet<T extends string | number>(
  set: readonly T[],
  value: string | number,
  what: string,
): T {
  if ((set as readonly (string | number)[]).includes(value)) return value as T;
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}

export const ORDER_STATUS_CODES: readonly OrderStatus[] = ORDER_STATUSES.map((s) => s.code);

/** What an order's timeline entry records; notes are the admin's internal ones. */
export const ORDER_EVENT_KINDS = [
  'placed',
  'status',
  'payment',
  'refund',
  'note',
  'deleted',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
