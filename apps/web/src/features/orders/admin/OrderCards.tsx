import { formatRupees } from '@frameshop/contracts/shared/format';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';
import { formatIstDateTime } from '../../../lib/format';
import { OrderDetails } from './OrderDetails';
import { detailsId, ExpandButton, type OrderListProps } from './OrderRowParts';
import { customerName, itemCount, listPaymentLabel } from './order-format';

/** The list below 640 px: one card per order, its details under the card. */
export function OrderCards({ orders, expanded, onToggle }: OrderListProps) {
  return (
    <ul aria-label="Orders" className="divide-y divide-stone-100">
      {orders.map((order) => {
        const open = expanded === order.orderId;
        return (
          <li key={order.orderId} data-order-id={order.orderId}>
            <div className="space-y-2 p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">Order #{order.orderId}</p>
                <OrderStatusBadge status={order.status} />
              </div>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-stone-600">Date</dt>
                <dd>{formatIstDateTime(order.createdAt)}</dd>
                <dt className="text-stone-600">Customer</dt>
                <dd className="min-w-0 break-words">
                  {customerName(order)} · {order.phone}
                </dd>
                <dt className="text-stone-600">Items</dt>
                <dd>{itemCount(order)}</dd>
                <dt className="text-stone-600">Total</dt>
                <dd className="tabular-nums">{formatRupees(order.grandTotal)}</dd>
                <dt className="text-stone-600">Payment</dt>
                <dd>{listPaymentLabel(order)}</dd>
              </dl>
              <ExpandButton
                order={order}
                open={open}
                onToggle={() => onToggle(order.orderId)}
                wide
              />
            </div>
            {open ? <OrderDetails order={order} id={detailsId(order.orderId)} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
