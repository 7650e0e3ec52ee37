import type { RouterOutputs } from '../../../lib/api-types';

export type AdminOrder = RouterOutputs['orders']['list']['data'][number];
export type AdminOrderItem = AdminOrder['orderItems'][number];
export type AdminOrderDetail = RouterOutputs['orders']['byId'];

/** Spec section 4: labels and badge colours (text dark enough for AA on the tint). */
export const STATUS_BADGES: Record<number, { label: string; className: string }> = {
  1: { label: 'Pending', className: 'bg-yellow-100 text-yellow-900 ring-yellow-300' },
  2: { label: 'Processing', className: 'bg-blue-100 text-blue-900 ring-blue-300' },
  3: { label: 'Shipped', className: 'bg-purple-100 text-purple-900 ring-purple-300' },
  4: { label: 'Delivered', className: 'bg-green-100 text-green-900 ring-green-300' },
  5: { label: 'Cancelled', className: 'bg-red-100 text-red-900 ring-red-300' },
};

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '23 Nov 2026, 8:35 pm' in India's time, wherever the admin's browser is. */
export const formatIstDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatIstDate = (iso: string) => dateOnly.format(new Date(iso));

export const itemCount = (order: AdminOrder) =>
  order.orderItems.reduce((sum, item) => sum + item.quantity, 0);

export const customerName = (order: AdminOrder) => `${order.firstName} ${order.lastName}`.trim();

/** Snapshot image paths are relative to the API host ('uploads/frames/...'). */
export function assetUrl(path: string): string {
  return /^(https?:|\/)/.test(path) ? path : `/${path}`;
}

/** '12 × 18 in', without trailing zeros. */
export const inches = (width: number, height: number) =>
  `${Number(width.toFixed(2))} × ${Number(height.toFixed(2))} in`;

/** Payment status as text (spec section 4), first letter capital. */
export const paymentLabel = (status: string) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : '—';
