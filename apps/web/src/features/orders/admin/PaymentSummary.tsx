import { formatRupees } from '@frameshop/contracts/shared/format';
import { formatIstDateTime } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { type AdminOrder, latestAttempt, paymentLabel } from './order-format';

const SECTION = 'space-y-2 rounded-lg border border-stone-200 bg-white p-3';

/** The money of an order: the breakdown, what was paid and refunded, and any payment warning. */
export function PaymentSummary({ order }: { order: AdminOrder }) {
  // The same query as the Payment panel below (one request): the latest transaction's id.
  const payment = trpc.payment.forOrder.useQuery({ orderId: order.orderId });
  const attempt = latestAttempt(payment.data);
  const transactionId = payment.isPending
    ? 'Loading...'
    : (attempt?.merchantTransactionId ?? (payment.isError ? 'Unavailable' : 'None yet'));

  return (
    <section className={SECTION} aria-label={`Payment of order #${order.orderId}`}>
      <h3 className="text-sm font-semibold text-stone-800">Payment</h3>
      {order.paymentFlag ? (
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-red-300 bg-red-50 px-2 py-1.5 text-red-900"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="mt-0.5 h-4 w-4 shrink-0"
          >
            <path d="M8.3 2.9a2 2 0 0 1 3.4 0l6.4 11.2A2 2 0 0 1 16.4 17H3.6a2 2 0 0 1-1.7-2.9L8.3 2.9ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
          </svg>
          <span>
            <span className="font-semibold">Check this payment: </span>
            {order.paymentFlag}
          </span>
        </p>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums">{formatRupees(order.totalPrice)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right tabular-nums">
          {order.shippingCharge === 0 ? 'Free' : formatRupees(order.shippingCharge)}
        </dd>
        {order.discount > 0 ? (
          <>
            <dt>Discount ({order.couponCode})</dt>
            <dd className="text-right tabular-nums text-green-800" data-order-discount>
              − {formatRupees(order.discount)}
            </dd>
          </>
        ) : null}
        {order.codFee > 0 ? (
          <>
            <dt>Cash on delivery fee</dt>
            <dd className="text-right tabular-nums">{formatRupees(order.codFee)}</dd>
          </>
        ) : null}
        <dt>GST included ({order.gstRatePercent}%)</dt>
        <dd className="text-right tabular-nums">{formatRupees(order.tax)}</dd>
        <dt className="font-semibold">Grand total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatRupees(order.grandTotal)}</dd>
        {order.refunded > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd className="text-right tabular-nums text-red-800">
              − {formatRupees(order.refunded)}
            </dd>
          </>
        ) : null}
        <dt>Paid by</dt>
        <dd className="text-right">
          {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'PhonePe'}
        </dd>
        {order.trackingNumber ? (
          <>
            <dt>Shipment</dt>
            <dd className="min-w-0 break-all text-right">
              {order.carrier} ·{' '}
              {order.trackingUrl ? (
                <a
                  href={order.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-mono text-xs text-amber-900 underline"
                >
                  {order.trackingNumber}
                </a>
              ) : (
                <span className="font-mono text-xs">{order.trackingNumber}</span>
              )}
            </dd>
          </>
        ) : null}
        <dt>Payment status</dt>
        <dd className="text-right">{paymentLabel(order.paymentStatus)}</dd>
        <dt>Paid at</dt>
        <dd className="text-right">{order.paidAt ? formatIstDateTime(order.paidAt) : '—'}</dd>
        <dt>Transaction ID</dt>
        <dd className="min-w-0 break-all text-right font-mono text-xs leading-5">
          {transactionId}
        </dd>
      </dl>
    </section>
  );
}
