import type { OrderListInput } from '@frameshop/contracts/orders/orders';
import {
  ORDER_STATUS_CODES,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@frameshop/contracts/orders/statuses';

/*
 * The order admin's view as it lives in the URL (/admin/orders?tab=custom&status=2&q=14&page=3).
 * No zod and no value import from contracts/orders/orders.ts (which imports zod), on purpose: a
 * route's `validateSearch` is not code-split, so whatever this module imports lands in the
 * shop's first-load bundle. The two lists below are checked against the contract's types.
 */

export type OrderTab = 'regular' | 'custom';

export interface OrderSearch {
  /** Absent means Regular Orders. */
  tab?: 'custom';
  status?: number;
  payment?: PaymentStatus;
  /** Calendar days in IST, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  q?: string;
  page?: number;
}

export const ORDERS_PER_PAGE = 10;
const MAX_PAGE = 100_000;
const MAX_QUERY = 100;
const IST_OFFSET = '+05:30';

const isDay = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00${IST_OFFSET}`));

const text = (v: unknown) => {
  // A search of digits only arrives as a number (search params are JSON-parsed).
  const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
  if (typeof s !== 'string') return undefined;
  const trimmed = s.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_QUERY ? trimmed : undefined;
};

/** The object without its undefined keys, so equal states compare equal and URLs stay short. */
export function withoutUnset<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Reads the search params as TanStack Router hands them over (JSON-parsed, so any type can
 * arrive); nonsense in a shared or hand-edited URL falls back to "not set", unknown keys go.
 */
export function parseOrderSearch(raw: Record<string, unknown>): OrderSearch {
  const { page, status } = raw;
  return withoutUnset({
    tab: raw.tab === 'custom' ? ('custom' as const) : undefined,
    status: ORDER_STATUS_CODES.find((code) => code === status),
    payment: PAYMENT_STATUSES.find((p) => p === raw.payment),
    from: isDay(raw.from) ? raw.from : undefined,
    to: isDay(raw.to) ? raw.to : undefined,
    q: text(raw.q),
    page:
      typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= MAX_PAGE
        ? page
        : undefined,
  });
}

/** The first and the last millisecond of an IST calendar day. */
export function istDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000${IST_OFFSET}`);
}
export function istDayEnd(day: string): number {
  return Date.parse(`${day}T23:59:59.999${IST_OFFSET}`);
}

/** What `orders.list` is asked for this view: everything filters on the server. */
export function orderListQuery(search: OrderSearch): OrderListInput {
  return withoutUnset({
    page: search.page ?? 1,
    limit: ORDERS_PER_PAGE,
    type: search.tab ?? 'regular',
    status: search.status,
    paymentStatus: search.payment,
    from: search.from ? istDayStart(search.from) : undefined,
    to: search.to ? istDayEnd(search.to) : undefined,
    search: search.q,
  });
}

export function hasFilters(search: OrderSearch): boolean {
  return Boolean(search.status || search.payment || search.from || search.to || search.q);
}

/**
 * The CSV export of this view (GET /api/order/export.csv): the list's tab and filters as query
 * text, without paging, so the file holds exactly what the screen pages through.
 */
export function orderExportHref(search: OrderSearch): string {
  const { page: _page, limit: _limit, ...filters } = orderListQuery(search);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return `/api/order/export.csv?${query.toString()}`;
}
