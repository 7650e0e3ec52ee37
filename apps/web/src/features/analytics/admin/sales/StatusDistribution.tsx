import { ORDER_STATUS_CODES } from '@frameshop/contracts/orders/statuses';
import { OrderStatusBadge } from '../../../../components/OrderStatusBadge';
import { formatCount } from '../../../../lib/format';
import type { SalesData } from '../analytics-types';
import { PanelTitle } from '../PanelTitle';
import { Card } from '../tremor';

/** Counted orders per status in the range; every status is listed, with 0 when it has none. */
export function StatusDistribution({ rows }: { rows: SalesData['statusDistribution'] }) {
  const count = (code: number) => rows.find((r) => r.status === code)?.count ?? 0;
  return (
    <Card>
      <PanelTitle>Order Status Distribution</PanelTitle>
      <ul className="mt-4 space-y-2" aria-label="Order status distribution">
        {ORDER_STATUS_CODES.map((code) => (
          <li
            key={code}
            className="flex items-center justify-between gap-3"
            data-status-count={code}
          >
            <OrderStatusBadge status={code} />
            <span className="font-semibold tabular-nums text-stone-900">
              {formatCount(count(code))}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
