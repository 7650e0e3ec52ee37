import { Link } from '@tanstack/react-router';
import { formatIstDate } from '../../../../lib/format';
import type { DashboardData } from '../analytics-types';
import { PanelTitle } from '../PanelTitle';
import { Card } from '../tremor';
import { Skeleton } from './Skeleton';

function Placeholder() {
  return (
    <div className="mt-4 space-y-2" aria-hidden>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** Variants with 5 or fewer left, each a link to its frame. */
export function LowStock(props: {
  items: DashboardData['lowStock'] | undefined;
  loading: boolean;
}) {
  const { items, loading } = props;
  return (
    <Card>
      <PanelTitle>Low stock</PanelTitle>
      {loading ? (
        <Placeholder />
      ) : !items ? (
        <p className="py-4 text-stone-600">--</p>
      ) : items.length === 0 ? (
        <p className="py-4 text-stone-600">No sizes are low on stock</p>
      ) : (
        <ul
          className="mt-2 max-h-72 divide-y divide-stone-100 overflow-y-auto"
          aria-label="Low stock"
        >
          {items.map((v) => (
            <li key={v.frameSizeId} className="flex items-center justify-between gap-3 py-2">
              <Link
                to="/admin/frame/$frameId"
                params={{ frameId: String(v.frameId) }}
                className="min-w-0 break-words text-amber-800 underline"
              >
                {v.frameName} <span className="text-stone-600">({v.size} in)</span>
              </Link>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${v.remainedQty === 0 ? 'bg-red-100 text-red-900' : 'bg-yellow-100 text-yellow-900'}`}
              >
                {v.remainedQty === 0 ? 'Out of stock' : `${v.remainedQty} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Paid orders whose money needs a look (amount mismatch, refund failed...). */
export function PaymentsAttention(props: {
  items: DashboardData['paymentsNeedingAttention'] | undefined;
  loading: boolean;
}) {
  const { items, loading } = props;
  return (
    <Card>
      <PanelTitle>Payments needing attention</PanelTitle>
      {loading ? (
        <Placeholder />
      ) : !items ? (
        <p className="py-4 text-stone-600">--</p>
      ) : items.length === 0 ? (
        <p className="py-4 text-stone-600">No payments need attention</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100" aria-label="Payments needing attention">
          {items.map((p) => (
            <li
              key={`${p.orderId}-${p.reason}`}
              className="flex flex-wrap items-baseline gap-x-3 py-2"
            >
              <Link
                to="/admin/orders"
                search={{ q: String(p.orderId) }}
                className="font-medium text-amber-800 underline"
              >
                Order #{p.orderId}
              </Link>
              <span className="text-sm text-red-800">{p.reason}</span>
              <span className="text-xs text-stone-600">{formatIstDate(p.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
