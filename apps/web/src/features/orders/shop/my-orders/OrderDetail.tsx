import { ORDER_MESSAGES } from '@frameshop/contracts/orders/messages';
import type { ShopperOrderDto } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { Spinner } from '../../../../components/States';
import { serverMessage } from '../../../../lib/errors';
import { formatMediumDate, formatMediumDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { OrderLineDetails } from './OrderLineDetails';
import { AddressBlock, OrderTotals } from './OrderParts';
import { itemTitle, paymentSummary } from './order-view';

/** The refund and cancellation policy (spec section 9), quoted where a shopper cancels. */
export const CANCEL_POLICY =
  'Orders can be cancelled only if the request is made within 7 days of ordering, and not once we have started shipping it or it is out for delivery (you may then refuse it at the door). Approved refunds are processed and credited within 7 days.';

/** Payment statuses an order with a tax invoice can have (issue 23). */
const INVOICED: readonly string[] = ['paid', 'refund pending', 'refunded'];

/** An order's address, payment breakdown and timeline, under its card. */
export function OrderDetail({ order }: { order: ShopperOrderDto }) {
  const detail = trpc.orders.mineById.useQuery({ orderId: order.orderId });
  const payment = paymentSummary(order);
  return (
    <div className="mt-4 grid gap-4 border-t border-stone-100 pt-4 text-sm sm:grid-cols-2">
      <div className="sm:col-span-2">
        <h4 className="mb-2 font-semibold text-stone-900">Items</h4>
        <OrderLineDetails items={order.orderItems} />
      </div>
      <div>
        <h4 className="font-semibold text-stone-900">Delivery address</h4>
        <div className="mt-1">
          <AddressBlock order={order} />
        </div>
      </div>
      <div>
        <h4 className="font-semibold text-stone-900">Payment</h4>
        <dl className="mt-1 space-y-1 text-stone-700">
          {order.orderItems.map((item) => (
            <div key={item.orderItemId} className="flex justify-between gap-3">
              <dt className="min-w-0">
                {itemTitle(item)} × {item.quantity}
              </dt>
              <dd className="tabular-nums">{formatRupees(item.totalAmount)}</dd>
            </div>
          ))}
          <div className="border-t border-stone-100 pt-1" />
          <OrderTotals order={order} />
          <div className="flex justify-between gap-3">
            <dt>Payment status</dt>
            <dd>{payment.label}</dd>
          </div>
        </dl>
        {payment.note ? <p className="mt-1 text-xs text-stone-600">{payment.note}</p> : null}
        {INVOICED.includes(order.paymentStatus) ? (
          <Link
            to="/invoice/$orderId"
            params={{ orderId: String(order.orderId) }}
            className="mt-2 inline-block font-medium text-amber-900 underline underline-offset-2 hover:text-amber-700"
          >
            Tax invoice
          </Link>
        ) : null}
        {INVOICED.includes(order.paymentStatus) && order.refunded > 0 ? (
          // Refunds' credit notes are listed under the invoice (issue 23).
          <Link
            to="/invoice/$orderId"
            params={{ orderId: String(order.orderId) }}
            hash="credit-notes"
            className="ml-4 mt-2 inline-block font-medium text-amber-900 underline underline-offset-2 hover:text-amber-700"
          >
            Credit notes
          </Link>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <h4 className="font-semibold text-stone-900">Timeline</h4>
        {detail.isPending ? (
          <Spinner label="Loading the timeline…" />
        ) : detail.isError ? (
          <p className="mt-1 text-red-700">The timeline could not be loaded.</p>
        ) : (
          <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-4">
            {detail.data.timeline.map((event, i) => (
              // Events have no id; their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, append-only list
              <li key={i}>
                <p className="text-stone-800">{event.detail}</p>
                <p className="text-xs text-stone-600">
                  <time dateTime={event.at}>{formatMediumDateTime(event.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/** Confirms a cancellation, quoting the policy. */
export function CancelDialog({
  order,
  open,
  onOpenChange,
}: {
  order: ShopperOrderDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const utils = trpc.useUtils();
  const cancel = trpc.orders.cancelMine.useMutation({
    onSuccess: async () => {
      onOpenChange(false);
      notify.success(ORDER_MESSAGES.cancelled, { description: `Order #${order.orderId}` });
      await Promise.all([utils.orders.mine.invalidate(), utils.orders.mineById.invalidate()]);
    },
    onError: (error) => {
      notify.error(serverMessage(error) ?? 'The order could not be cancelled. Please try again.');
    },
  });
  const paid = order.paymentStatus === 'paid';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel order #${order.orderId}?`}
      description={`${formatRupees(order.grandTotal)} · ordered ${formatMediumDate(order.createdAt)}`}
    >
      <blockquote className="rounded-lg border-l-4 border-amber-400 bg-amber-50 p-3 text-sm text-stone-800">
        {CANCEL_POLICY}
      </blockquote>
      <p className="mt-3 text-sm text-stone-700">
        {paid
          ? 'Your payment will be refunded to the way you paid.'
          : 'Nothing has been paid for this order, so there is nothing to refund.'}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Keep order
        </Button>
        <Button
          variant="danger"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ orderId: order.orderId })}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
        </Button>
      </div>
    </Dialog>
  );
}
