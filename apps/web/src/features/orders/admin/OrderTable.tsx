import { formatRupees } from '@frameshop/contracts/shared/format';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';
import { formatIstDateTime } from '../../../lib/format';
import { OrderDetails } from './OrderDetails';
import { detailsId, ExpandButton, type OrderListProps } from './OrderRowParts';
import { type AdminOrder, customerName, itemCount, listPaymentLabel } from './order-format';

const HEADERS = ['Order', 'Date', 'Customer', 'Items', 'Total', 'Status', 'Payment'];

/** The list from 640 px: one <tbody> per order, its details in a full-width row below it. */
export function OrderTable({ orders, expanded, onToggle }: OrderListProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Orders</caption>
        <thead className="bg-stone-50 text-left text-stone-700">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        {orders.map((order) => (
          <OrderTableRow
            key={order.orderId}
            order={order}
            open={expanded === order.orderId}
            onToggle={() => onToggle(order.orderId)}
          />
        ))}
      </table>
    </div>
  );
}

function OrderTableRow({
  order,
  open,
  onToggle,
}: {
  order: AdminOrder;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <tbody data-order-id={order.orderId} className="border-t border-stone-100">
      <tr>
        <th scope="row" className="whitespace-nowrap px-4 py-3 text-left font-semibold">
          #{order.orderId}
        </th>
        <td className="whitespace-nowrap px-4 py-3">{formatIstDateTime(order.createdAt)}</td>
        <td className="px-4 py-3">
          <p className="font-medium">{customerName(order)}</p>
          <p className="text-xs text-stone-600">{order.phone}</p>
        </td>
        <td className="px-4 py-3 tabular-nums">{itemCount(order)}</td>
        <td className="whitespace-nowrap px-4 py-3 tabular-nums">
          {formatRupees(order.grandTotal)}
        </td>
        <td className="px-4 py-3">
          <OrderStatusBadge status={order.status} />
        </td>
        <td className="whitespace-nowrap px-4 py-3">{listPaymentLabel(order)}</td>
        <td className="px-4 py-3 text-right">
          <ExpandButton order={order} open={open} onToggle={onToggle} />
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={HEADERS.length + 1} className="p-0">
            <OrderDetails order={order} id={detailsId(order.orderId)} />
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
