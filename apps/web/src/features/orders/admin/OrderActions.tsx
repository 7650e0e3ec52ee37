import { ORDER_MESSAGES as m } from '@frameshop/contracts/orders/messages';
import { Link } from '@tanstack/react-router';
import { OrderStatusSelect } from '../../../components/admin/OrderStatusSelect';
import { Button } from '../../../components/Button';
import { toastOutcome } from '../../../lib/mutation-toasts';
import { trpc } from '../../../lib/trpc';
import { useOrderRefresh } from '../../../lib/use-order-refresh';
import type { AdminOrder } from './order-format';

/** Payment statuses an order with a tax invoice can have (issue 23). */
const INVOICED: readonly string[] = ['paid', 'refund pending', 'refunded'];

/** Status dropdown (asks before a cancellation), the work order of custom items, and Delete Order (spec sections 2 and 8). */
export function OrderActions({ order, id }: { order: AdminOrder; id: string }) {
  const refresh = useOrderRefresh();
  const remove = trpc.orders.delete.useMutation(toastOutcome(m.deleted, m.deleteFailed, refresh));
  const busy = remove.isPending;
  const number = `#${order.orderId}`;

  return (
    <section
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-3"
      aria-label={`Actions for order ${number}`}
    >
      <h3 className="text-sm font-semibold text-stone-800">Actions</h3>
      <div className="space-y-1">
        <label htmlFor={`${id}-status`} className="block text-stone-700">
          Order status
        </label>
        <OrderStatusSelect
          order={order}
          id={`${id}-status`}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        />
      </div>
      {order.isCustom ? (
        // A new tab: the workshop sheet is printed while the list stays where it was.
        <Link
          to="/admin/orders/$orderId/work-order"
          params={{ orderId: String(order.orderId) }}
          target="_blank"
          rel="noopener"
          className="flex w-full items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
            <path d="M5 3a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v3h1a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v2a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h1V3Zm2 3h6V4H7v2Zm0 7v3h6v-3H7Z" />
          </svg>
          Print work order
        </Link>
      ) : null}
      {INVOICED.includes(order.paymentStatus) ? (
        // A new tab, as the work order: printed while the list stays where it was.
        <Link
          to="/admin/orders/$orderId/invoice"
          params={{ orderId: String(order.orderId) }}
          target="_blank"
          rel="noopener"
          className="flex w-full items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          Tax invoice
        </Link>
      ) : null}
      {order.paymentStatus === 'paid' || order.paymentStatus === 'refund pending' ? (
        // The server refuses it anyway (409); no red button beside money taken.
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700" data-no-delete>
          {m.paidDelete}
        </p>
      ) : (
        <Button
          variant="danger"
          className="w-full"
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Are you sure you want to delete order ${number}?`)) {
              remove.mutate({ orderId: order.orderId });
            }
          }}
        >
          Delete Order
        </Button>
      )}
    </section>
  );
}
