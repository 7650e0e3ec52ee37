import { ORDER_MESSAGES } from '@frameshop/contracts/orders/messages';
import type { OrderDto } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { ItemThumb } from '../../../../components/ItemThumb';
import { Pager } from '../../../../components/Pager';
import { ErrorState, Spinner } from '../../../../components/States';
import { serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { useMe } from '../../../auth/use-session';
import {
  canCancel,
  formatDate,
  formatDateTime,
  itemImage,
  itemTitle,
  paymentLabel,
  statusBadgeClass,
} from './order-view';

const PAGE_SIZE = 5;

/** The refund and cancellation policy (spec section 9), quoted where a shopper cancels. */
export const CANCEL_POLICY =
  'Orders can be cancelled only if the request is made within 7 days of ordering, and not once we have started shipping it or it is out for delivery (you may then refuse it at the door). Approved refunds are processed and credited within 7 days.';

/**
 * The profile's "Your orders": the signed-in shopper's orders, newest first, 5 a page; each with
 * its number, date, items, total, status and payment status, Details (address, breakdown and
 * timeline) and Cancel while the order may still be cancelled. Nothing for a visitor: the
 * account part above asks them to log in.
 */
export function MyOrders() {
  const me = useMe();
  const [page, setPage] = useState(1);
  const headingId = useId();
  const orders = trpc.orders.mine.useQuery(
    { page, limit: PAGE_SIZE },
    { enabled: Boolean(me.data), placeholderData: (previous) => previous },
  );
  if (!me.data) return null;

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-2xl px-4 pb-16">
      <h2 id={headingId} className="text-2xl font-semibold text-stone-900">
        Your orders
      </h2>
      {orders.isPending ? (
        <Spinner label="Loading your orders…" />
      ) : orders.isError ? (
        <div className="mt-4">
          <ErrorState
            message="We could not load your orders."
            onRetry={() => void orders.refetch()}
          />
        </div>
      ) : orders.data.data.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
          <p className="text-stone-700">You have not ordered anything yet.</p>
          <Link
            to="/ProductListing"
            className="mt-4 inline-block rounded-lg bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800"
          >
            Browse frames
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {orders.data.pagination.total} order{orders.data.pagination.total === 1 ? '' : 's'},
            newest first
          </p>
          <ul className="mt-4 space-y-4" aria-busy={orders.isFetching}>
            {orders.data.data.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </ul>
          <div className="mt-6">
            <Pager page={page} totalPages={orders.data.pagination.totalPages} onChange={setPage} />
          </div>
        </>
      )}
    </section>
  );
}

function StatusBadge({ order }: { order: Pick<OrderDto, 'status' | 'statusLabel'> }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusBadgeClass(order.status)}`}
      data-status={order.status}
    >
      {order.statusLabel}
    </span>
  );
}

function OrderCard({ order }: { order: OrderDto }) {
  const titleId = useId();
  const detailId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pieces = order.orderItems.reduce((n, i) => n + i.quantity, 0);
  return (
    <li
      aria-labelledby={titleId}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
      data-order={order.orderId}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-stone-900">
            Order #{order.orderId}
          </h3>
          <p className="text-sm text-stone-600">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {pieces} item
            {pieces === 1 ? '' : 's'}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-right">
          <StatusBadge order={order} />
          <span className="text-xs text-stone-600">
            Payment: <span data-payment-status>{paymentLabel(order.paymentStatus)}</span>
          </span>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Items">
        {order.orderItems.map((item) => {
          const src = itemImage(item);
          return (
            <li key={item.orderItemId} className="flex items-center gap-2">
              <ItemThumb src={src} />
              <span className="max-w-[12rem] text-sm text-stone-800">
                {itemTitle(item)}
                {item.quantity > 1 ? (
                  <span className="text-stone-600"> × {item.quantity}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-3">
        <p className="text-sm text-stone-700">
          Total{' '}
          <span className="text-base font-semibold tabular-nums text-stone-900" data-order-total>
            {formatRupees(order.grandTotal)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {canCancel(order) ? (
            <Button variant="dangerGhost" onClick={() => setConfirming(true)}>
              Cancel order
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide details' : 'Details'}
          </Button>
        </div>
      </div>
      <div id={detailId} hidden={!open}>
        {open ? <OrderDetail order={order} /> : null}
      </div>
      <CancelDialog order={order} open={confirming} onOpenChange={setConfirming} />
    </li>
  );
}

function OrderDetail({ order }: { order: OrderDto }) {
  const detail = trpc.orders.mineById.useQuery({ orderId: order.orderId });
  return (
    <div className="mt-4 grid gap-4 border-t border-stone-100 pt-4 text-sm sm:grid-cols-2">
      <div>
        <h4 className="font-semibold text-stone-900">Delivery address</h4>
        <address className="mt-1 not-italic text-stone-700">
          {order.firstName} {order.lastName}
          <br />
          {order.address}
          {order.apt ? (
            <>
              <br />
              {order.apt}
            </>
          ) : null}
          <br />
          {order.city}, {order.state} {order.postalCode}
          <br />
          +91 {order.phone}
        </address>
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
          <div className="flex justify-between gap-3 border-t border-stone-100 pt-1">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatRupees(order.totalPrice)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>Delivery</dt>
            <dd className="tabular-nums">
              {order.shippingCharge === 0 ? 'Free' : formatRupees(order.shippingCharge)}
            </dd>
          </div>
          <div className="flex justify-between gap-3 font-semibold text-stone-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatRupees(order.grandTotal)}</dd>
          </div>
          <div className="flex justify-between gap-3 text-xs text-stone-600">
            <dt>GST included ({order.gstRatePercent}%)</dt>
            <dd className="tabular-nums">{formatRupees(order.tax)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>Payment status</dt>
            <dd>{paymentLabel(order.paymentStatus)}</dd>
          </div>
        </dl>
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
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function CancelDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDto;
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
      description={`${formatRupees(order.grandTotal)} · ordered ${formatDate(order.createdAt)}`}
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
