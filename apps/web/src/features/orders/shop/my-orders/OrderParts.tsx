import type { ShopperOrderDto } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { ItemThumb } from '../../../../components/ItemThumb';
import { itemImage, itemTitle } from './order-view';

/** The delivery address as the order keeps it. */
export function AddressBlock({ order }: { order: ShopperOrderDto }) {
  return (
    <address className="not-italic text-stone-700">
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
  );
}

/** The items with their pictures, quantity and line totals. */
export function OrderItems({ order }: { order: ShopperOrderDto }) {
  return (
    <ul className="divide-y divide-stone-100" aria-label="Items">
      {order.orderItems.map((item) => (
        <li key={item.orderItemId} className="flex items-center gap-3 py-2">
          <ItemThumb src={itemImage(item)} />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-stone-900">{itemTitle(item)}</p>
            <p className="text-stone-600">
              Qty {item.quantity} × {formatRupees(item.price)}
            </p>
          </div>
          <span className="text-sm tabular-nums text-stone-900">
            {formatRupees(item.totalAmount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, delivery, grand total and the GST it includes (rows of a <dl>). */
export function OrderTotals({ order }: { order: ShopperOrderDto }) {
  return (
    <>
      <div className="flex justify-between gap-3">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(order.totalPrice)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt>Delivery</dt>
        <dd className="tabular-nums">
          {order.shippingCharge === 0 ? 'Free' : formatRupees(order.shippingCharge)}
        </dd>
      </div>
      {order.discount > 0 ? (
        <div className="flex justify-between gap-3 text-green-800">
          <dt>Discount ({order.couponCode})</dt>
          <dd className="tabular-nums" data-order-discount>
            − {formatRupees(order.discount)}
          </dd>
        </div>
      ) : null}
      {order.codFee > 0 ? (
        <div className="flex justify-between gap-3">
          <dt>Cash on delivery fee</dt>
          <dd className="tabular-nums">{formatRupees(order.codFee)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3 font-semibold text-stone-900">
        <dt>Total</dt>
        <dd className="tabular-nums" data-order-total>
          {formatRupees(order.grandTotal)}
        </dd>
      </div>
      <div className="flex justify-between gap-3 text-xs text-stone-600">
        <dt>GST included ({order.gstRatePercent}%)</dt>
        <dd className="tabular-nums">{formatRupees(order.tax)}</dd>
      </div>
    </>
  );
}
