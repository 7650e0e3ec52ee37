import { istDayStartMs } from '@frameshop/contracts/analytics/ist';
import type { SalesInput } from '@frameshop/contracts/analytics/sales';

/*
 * The sales dashboard's filters as they live in the URL (/admin/manage-sales?from=2026-01-01
 * &to=2026-03-31&status=2). No zod and no value import from a module that imports it: a route's
 * `validateSearch` is not code-split, so whatever this file imports lands in the shop's first
 * load. ist.ts is zod-free on purpose.
 */

export interface SalesSearch {
  /** IST calendar days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  /** 1 to 5; absent is 'all'. */
  status?: number;
}

const isDay = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(istDayStartMs(v));

/** Nonsense in a shared or hand-edited URL falls back to "not set"; unknown keys go. */
export function parseSalesSearch(raw: Record<string, unknown>): SalesSearch {
  const from = isDay(raw.from) ? raw.from : undefined;
  let to = isDay(raw.to) ? raw.to : undefined;
  // A reversed range would only earn a 400: keep the start, drop the end.
  if (from && to && to < from) to = undefined;
  const status =
    typeof raw.status === 'number' && Number.isInteger(raw.status) && raw.status >= 1
      ? raw.status <= 5
        ? raw.status
        : undefined
      : undefined;
  const search: SalesSearch = {};
  if (from) search.from = from;
  if (to) search.to = to;
  if (status) search.status = status;
  return search;
}

/** What `analytics.sales` is asked for this view: the server filters. */
export function salesQuery(search: SalesSearch): SalesInput {
  const input: SalesInput = {};
  if (search.from) input.from = search.from;
  if (search.to) input.to = search.to;
  if (search.status) input.status = search.status;
  return input;
}

/** GET /api/analytics/sales.csv with the same filter (the admin's cookie authorizes it). */
export function salesCsvHref(search: SalesSearch): string {
  const query = new URLSearchParams();
  if (search.from) query.set('from', search.from);
  if (search.to) query.set('to', search.to);
  if (search.status) query.set('status', String(search.status));
  const text = query.toString();
  return `/api/analytics/sales.csv${text ? `?${text}` : ''}`;
}
