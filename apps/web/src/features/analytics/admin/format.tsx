import type { RouterOutputs } from '../../../lib/api-types';

export type DashboardData = RouterOutputs['analytics']['dashboard'];
export type SalesData = RouterOutputs['analytics']['sales'];

/** Spec section 4: order status labels and badge colours (dark text for AA on the tint). */
export const STATUS_BADGES: Record<number, { label: string; className: string }> = {
  1: { label: 'Pending', className: 'bg-yellow-100 text-yellow-900 ring-yellow-300' },
  2: { label: 'Processing', className: 'bg-blue-100 text-blue-900 ring-blue-300' },
  3: { label: 'Shipped', className: 'bg-purple-100 text-purple-900 ring-purple-300' },
  4: { label: 'Delivered', className: 'bg-green-100 text-green-900 ring-green-300' },
  5: { label: 'Cancelled', className: 'bg-red-100 text-red-900 ring-red-300' },
};
/** The five statuses in their order (no 'all': that is only a filter). */
export const STATUS_CODES = [1, 2, 3, 4, 5] as const;

export const statusLabel = (code: number) => STATUS_BADGES[code]?.label ?? 'Unknown';

export function StatusBadge({ status }: { status: number }) {
  const badge = STATUS_BADGES[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${badge?.className ?? 'bg-stone-100 text-stone-800 ring-stone-300'}`}
    >
      {badge?.label ?? 'Unknown'}
    </span>
  );
}

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
