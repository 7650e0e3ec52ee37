import { formatRupees } from '@frameshop/contracts/shared/format';
import { OrderStatusSelect } from '../../../../components/admin/OrderStatusSelect';
import { OrderStatusBadge } from '../../../../components/OrderStatusBadge';
import { formatIstDate } from '../../../../lib/format';
import type { SalesData } from '../analytics-types';
import { PanelTitle } from '../PanelTitle';
import { Card } from '../tremor';

type RecentOrder = SalesData['recentOrders'][number];

const HEADERS = ['Order ID', 'Customer', 'Amount', 'Status', 'Date', 'Actions'] as const;

/**
 * Spec section 2: the latest orders of the view. Below 640 px the table scrolls sideways
 * inside its card (the page itself never does).
 */
export function RecentOrders({ orders }: { orders: SalesData['recentOrders'] }) {
  return (
    <Card className="min-w-0">
      <PanelTitle>Recent Orders</PanelTitle>
      {orders.length === 0 ? (
        <p className="py-6 text-center text-stone-600">No orders in this range</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-stone-600 sm:hidden">
            Scroll the table sideways for status and actions.
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] divide-y divide-stone-200 text-sm">
              <thead className="bg-stone-50 text-left text-stone-600">
                <tr>
                  {HEADERS.map((h) => (
                    <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {orders.map((order) => (
                  <RecentOrderRow key={order.orderId} order={order} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

function RecentOrderRow({ order }: { order: RecentOrder }) {
  const number = `#${order.orderId}`;
  return (
    <tr data-order-id={order.orderId}>
      <td className="whitespace-nowrap px-3 py-2 font-medium">{number}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {order.firstName} {order.lastName}
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">
        {formatRupees(order.grandTotal)}
        {order.discount > 0 ? (
          <span className="block text-xs text-green-800" data-recent-discount>
            after {formatRupees(order.discount)} off ({order.couponCode})
          </span>
        ) : null}
      </td>
      <td className="px-3 py-2">
        <OrderStatusBadge status={order.status} />
      </td>
      <td className="whitespace-nowrap px-3 py-2">{formatIstDate(order.createdAt)}</td>
      <td className="px-3 py-2">
        <OrderStatusSelect
          order={order}
          ariaLabel={`Status of order ${number}`}
          className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
        />
      </td>
    </tr>
  );
}
