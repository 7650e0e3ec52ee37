import type { ShopperOrderDto } from '@frameshop/contracts/orders/orders';

/** The parcel's carrier, AWB number and tracking link, once the order shipped with them. */
export function TrackingInfo({
  order,
}: {
  order: Pick<ShopperOrderDto, 'orderId' | 'carrier' | 'trackingNumber' | 'trackingUrl'>;
}) {
  if (!order.carrier || !order.trackingNumber) return null;
  return (
    <p
      className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-violet-50 px-3 py-2 text-sm text-stone-800"
      data-tracking
    >
      <span>
        Shipped with <strong>{order.carrier}</strong> · AWB{' '}
        <span className="font-mono">{order.trackingNumber}</span>
      </span>
      {order.trackingUrl ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium text-amber-900 underline underline-offset-2 hover:text-amber-700"
        >
          Track parcel
          <span className="sr-only"> for order #{order.orderId} (opens in a new tab)</span>
        </a>
      ) : null}
    </p>
  );
}
