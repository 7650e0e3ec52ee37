import type { ShopperOrderDto } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../../../components/Button';
import { ItemThumb } from '../../../../components/ItemThumb';
import { OrderStatusBadge } from '../../../../components/OrderStatusBadge';
import { Pager } from '../../../../components/Pager';
import { ErrorState, Spinner } from '../../../../components/States';
import { formatMediumDate } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { useMe } from '../../../auth/use-session';
import { useStartPayment } from '../payment/use-start-payment';
import { CancelDialog, OrderDetail } from './OrderDetail';
import { canCancel, canPay, itemImage, itemTitle, paymentSummary } from './order-view';
import { TrackingInfo } from './TrackingInfo';

const PAGE_SIZE = 5;

/**
 * The profile's "Your orders": the signed-in shopper's orders, newest first, 5 a page; each with
 * its number, date, items, total, status and payment status (what a refund means, when there is
 * one), Details (address, breakdown and timeline), Pay now while it awaits payment, and Cancel
 * while the order may still be cancelled. Nothing for a visitor: the
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
    <section
      id="your-orders"
      aria-labelledby={headingId}
      className="mx-auto max-w-2xl scroll-mt-24 px-4 pb-16"
    >
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

function OrderCard({ order }: { order: ShopperOrderDto }) {
  const titleId = useId();
  const detailId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pieces = order.orderItems.reduce((n, i) => n + i.quantity, 0);
  const payment = paymentSummary(order);
  const start = useStartPayment();
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
            <time dateTime={order.createdAt}>{formatMediumDate(order.createdAt)}</time> · {pieces}{' '}
            item
            {pieces === 1 ? '' : 's'}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-right">
          <OrderStatusBadge status={order.status} />
          <span className="text-xs text-stone-600">
            Payment: <span data-payment-status>{payment.label}</span>
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
      <TrackingInfo order={order} />
      {payment.note ? (
        <p className="mt-2 text-xs text-stone-600" data-payment-note>
          {payment.note}
        </p>
      ) : null}
      {start.failure ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {start.failure.message}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-3">
        <p className="text-sm text-stone-700">
          Total{' '}
          <span className="text-base font-semibold tabular-nums text-stone-900" data-order-total>
            {formatRupees(order.grandTotal)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {canPay(order) ? (
            <Button disabled={start.busy} onClick={() => start.pay(order.orderId)}>
              {start.busy ? 'Taking you to PhonePe…' : 'Pay now'}
            </Button>
          ) : null}
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
