import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Spinner } from '../../../../components/States';
import { trpc } from '../../../../lib/trpc';
import { useMe } from '../../../auth/use-session';
import { readPendingOrder } from './checkout-storage';

/**
 * /order-success?orderId=N: the order's number, total and payment status. The figures are the
 * server's (orders.mineById); until it answers, the pending order kept at checkout is shown.
 */
export function OrderSuccess({ orderId }: { orderId?: number }) {
  const me = useMe();
  const [pending] = useState(readPendingOrder);
  const order = trpc.orders.mineById.useQuery(
    { orderId: orderId ?? 0 },
    { enabled: orderId !== undefined && Boolean(me.data), retry: false },
  );
  const local = pending && pending.orderId === orderId ? pending : null;
  const shown = order.data
    ? {
        orderId: order.data.orderId,
        grandTotal: order.data.grandTotal,
        paymentStatus: order.data.paymentStatus,
        email: order.data.email,
      }
    : local
      ? { ...local, email: null }
      : null;

  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center sm:py-16">
      <span
        aria-hidden
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
      >
        ✓
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
        Thank you for your order
      </h1>
      {shown ? (
        <div className="mt-6 rounded-xl border border-stone-200 bg-white p-5 text-left">
          <dl className="space-y-3">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-stone-600">Order number</dt>
              <dd className="text-lg font-semibold text-stone-900" data-order-number>
                #{shown.orderId}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-stone-600">Total</dt>
              <dd className="text-lg font-semibold tabular-nums text-stone-900" data-order-total>
                {formatRupees(shown.grandTotal)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-stone-600">Payment</dt>
              <dd className="font-medium text-amber-800" data-payment-status>
                {shown.paymentStatus.charAt(0).toUpperCase() + shown.paymentStatus.slice(1)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            Your order is placed and your frames are set aside. Payment comes next; we start framing
            once your order is paid.
            {shown.email ? ` Updates go to ${shown.email}.` : null}
          </p>
        </div>
      ) : orderId !== undefined && (me.isPending || order.isLoading) ? (
        <Spinner label="Loading your order…" />
      ) : (
        <p className="mt-4 text-stone-600">
          {me.data
            ? 'Your orders and their status are in your profile.'
            : 'Log in to see your orders and their status in your profile.'}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/ProfilePage"
          className="rounded-lg bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800"
        >
          View your orders
        </Link>
        <Link
          to="/ProductListing"
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
        >
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
