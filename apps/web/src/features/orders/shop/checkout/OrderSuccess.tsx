import type { ShopperOrderDto } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { ErrorState, Spinner } from '../../../../components/States';
import { httpStatus } from '../../../../lib/errors';
import { formatMediumDateTime } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { useAuthDialog } from '../../../auth/auth-dialog';
import { useMe } from '../../../auth/use-session';
import { AddressBlock, OrderItems, OrderTotals } from '../my-orders/OrderParts';
import { canPay, paymentSummary } from '../my-orders/order-view';
import { useStartPayment } from '../payment/use-start-payment';

const primary =
  'rounded-lg bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';
const secondary =
  'rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * /order-success?orderId=N, where a verified payment lands: the order as the server has it
 * (orders.mineById): number, items, totals, address, payment status, and what happens next.
 */
export function OrderSuccess({ orderId }: { orderId?: number }) {
  const me = useMe();
  const dialog = useAuthDialog();
  const order = trpc.orders.mineById.useQuery(
    { orderId: orderId ?? 0 },
    { enabled: orderId !== undefined && Boolean(me.data), retry: false },
  );

  let body: ReactNode;
  if (orderId === undefined) {
    body = <Notice>Your orders and their status are in your profile.</Notice>;
  } else if (me.isPending || (me.data && order.isPending)) {
    body = <Spinner label="Loading your order…" />;
  } else if (!me.data) {
    body = (
      <Notice>
        Log in to see order #{orderId}.{' '}
        <Button onClick={() => dialog.open('login', { afterLogin: 'stay' })}>Log in</Button>
      </Notice>
    );
  } else if (order.isError) {
    body =
      httpStatus(order.error) === 404 ? (
        <Notice>We could not find order #{orderId} in your account.</Notice>
      ) : (
        <ErrorState message="We could not load your order." onRetry={() => order.refetch()} />
      );
  } else if (order.data) {
    return <Placed order={order.data} />;
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center sm:py-16">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
        Thank you for your order
      </h1>
      <div className="mt-6">{body}</div>
      <Actions />
    </section>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <div className="text-stone-600">{children}</div>;
}

function Actions() {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link to="/ProfilePage" hash="your-orders" className={primary}>
        View your orders
      </Link>
      <Link to="/ProductListing" className={secondary}>
        Continue shopping
      </Link>
    </div>
  );
}

function Placed({ order }: { order: ShopperOrderDto }) {
  const payment = paymentSummary(order);
  // A cash-on-delivery order is placed for good: nothing to pay until it arrives (issue 23).
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'cod due';
  const start = useStartPayment();
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-8 sm:pt-12">
      <header className="text-center">
        <span
          aria-hidden
          className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-3xl ${paid ? 'bg-green-100 text-green-700' : 'bg-amber-100 text-amber-800'}`}
        >
          {paid ? '✓' : '!'}
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
          Thank you for your order
        </h1>
        <p className="mt-2 text-stone-700">
          Order{' '}
          <span className="font-semibold text-stone-900" data-order-number>
            #{order.orderId}
          </span>{' '}
          · placed {formatMediumDateTime(order.createdAt)}
        </p>
        <p className="mt-2">
          <span
            className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${paid ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-amber-100 text-amber-950 ring-amber-300'}`}
          >
            Payment:&nbsp;<span data-payment-status>{payment.label}</span>
          </span>
        </p>
        {payment.note ? <p className="mt-2 text-sm text-stone-600">{payment.note}</p> : null}
        {canPay(order) ? (
          <div className="mx-auto mt-4 max-w-sm space-y-2">
            {start.failure ? (
              <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
                {start.failure.message}
              </p>
            ) : null}
            <Button
              className="w-full"
              disabled={start.busy}
              onClick={() => start.pay(order.orderId)}
            >
              {start.busy ? 'Taking you to PhonePe…' : 'Pay now'}
            </Button>
          </div>
        ) : null}
      </header>
      <div className="mt-8 grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <Card title="Your order">
          <OrderItems order={order} />
          <dl className="mt-3 space-y-2 border-t border-stone-200 pt-3 text-sm text-stone-700">
            <OrderTotals order={order} />
          </dl>
        </Card>
        <div className="space-y-6">
          <Card title="Delivering to">
            <div className="text-sm">
              <AddressBlock order={order} />
            </div>
          </Card>
          <Card title="What happens next">
            <NextSteps order={order} paid={paid} />
          </Card>
        </div>
      </div>
      <Actions />
    </div>
  );
}

function NextSteps({ order, paid }: { order: ShopperOrderDto; paid: boolean }) {
  return (
    <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-700">
      <li>
        {paid
          ? 'We start framing your order within a working day.'
          : 'We start framing within a working day of your payment being confirmed.'}
      </li>
      <li>
        We ship it to the address above and e-mail you when it is on its way
        {order.paymentMethod === 'cod'
          ? `; please keep ${formatRupees(order.grandTotal)} ready for the courier.`
          : '.'}
      </li>
      <li>
        Order updates go to <span className="break-words font-medium">{order.email}</span>.
      </li>
      <li>
        Changed your mind? Cancel within 7 days of ordering, before it ships, from{' '}
        <Link to="/ProfilePage" hash="your-orders" className="font-medium text-amber-800 underline">
          your orders
        </Link>
        .{' '}
        <Link to="/refundcancellation" className="underline">
          Refund and cancellation policy
        </Link>
      </li>
    </ol>
  );
}
