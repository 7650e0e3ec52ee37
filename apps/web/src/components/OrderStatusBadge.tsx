import { ORDER_STATUSES } from '@frameshop/contracts/orders/statuses';

/** Spec section 4's colours (yellow, blue, purple, green, red), text dark enough for AA on the tint. */
const COLOR_CLASSES: Record<(typeof ORDER_STATUSES)[number]['color'], string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
};
const UNKNOWN = { label: 'Unknown', className: 'bg-stone-100 text-stone-800 ring-stone-300' };

/** An order's status as the shop and the back office both show it. */
export function OrderStatusBadge({ status }: { status: number }) {
  const known = ORDER_STATUSES.find((s) => s.code === status);
  const badge = known ? { label: known.label, className: COLOR_CLASSES[known.color] } : UNKNOWN;
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.className}`}
      data-status={status}
    >
      {badge.label}
    </span>
  );
}
