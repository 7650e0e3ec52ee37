import { Button } from '../../../components/Button';
import type { AdminOrder } from './order-format';

const SKELETON_ROWS = Array.from({ length: 5 }, (_, i) => `s${i}`);

/** The props of both list layouts (table and cards). */
export interface OrderListProps {
  orders: AdminOrder[];
  expanded: number | null;
  onToggle: (orderId: number) => void;
}

export const detailsId = (orderId: number) => `order-details-${orderId}`;

export function ExpandButton({
  order,
  open,
  onToggle,
  wide = false,
}: {
  order: AdminOrder;
  open: boolean;
  onToggle: () => void;
  wide?: boolean;
}) {
  return (
    <Button
      variant={wide ? 'secondary' : 'ghost'}
      className={wide ? 'w-full' : ''}
      aria-expanded={open}
      aria-controls={detailsId(order.orderId)}
      aria-label={`${open ? 'Hide' : 'Show'} details of order #${order.orderId}`}
      onClick={onToggle}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={`h-4 w-4 ${open ? 'rotate-90' : ''}`}
      >
        <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
      </svg>
      Details
    </Button>
  );
}

export function ListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading orders"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      {SKELETON_ROWS.map((key) => (
        <div key={key} className="flex animate-pulse items-center gap-4">
          <div className="h-4 w-16 rounded bg-stone-200" />
          <div className="h-4 flex-1 rounded bg-stone-200" />
          <div className="hidden h-4 w-24 rounded bg-stone-200 sm:block" />
          <div className="h-5 w-20 rounded-full bg-stone-200" />
        </div>
      ))}
      <span className="sr-only">Loading orders...</span>
    </div>
  );
}
