import type { RouterOutputs } from '../../../lib/api-types';

export type DashboardData = RouterOutputs['analytics']['dashboard'];
export type SalesData = RouterOutputs['analytics']['sales'];

/*
 * Dates in India's time, wherever the admin's browser is: the server buckets days and months
 * in IST (README "Analytics"), so an order shown as 1 March is counted in March.
 */
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

export const formatIstDate = (iso: string) => dateOnly.format(new Date(iso));
export const formatIstTime = (iso: string) => time.format(new Date(iso));

/** Image paths from order snapshots are relative to the API host ('uploads/frames/...'). */
export function assetUrl(path: string): string {
  return /^(https?:|\/)/.test(path) ? path : `/${path}`;
}
