import type { PricedCart } from '@frameshop/contracts/orders/cart';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { type ReactNode, useId } from 'react';
import { Bar } from './CartLineCard';
import { CouponField } from './CouponField';

/** Why Checkout is disabled, or null when it is not. */
export function checkoutBlocker(cart: PricedCart | null, updating: boolean): string | null {
  if (!cart) return 'Your cart is being priced';
  if (updating) return null;
  if (cart.canCheckout) return null;
  const blocked = cart.lines.filter((l) => l.problem?.blocking).length;
  return blocked === 1
    ? 'Fix the item marked in red to check out'
    : `Fix the ${blocked} items marked in red to check out`;
}

/** "Add ₹X more for free delivery": a difference of two server figures, for display only. */
function moreForFreeDelivery(cart: PricedCart): number | null {
  if (cart.shipping <= 0 || cart.subtotal <= 0) return null;
  const paise = Math.round(cart.freeShippingFrom * 100) - Math.round(cart.subtotal * 100);
  return paise > 0 ? paise / 100 : null;
}

/**
 * The order summary: items, subtotal, delivery (or Free), the GST included, grand total, the
 * free-delivery hint and Checkout. On a phone its Checkout lives in the sticky bottom bar.
 */
export function CartSummary({
  cart,
  updating,
  onCheckout,
}: {
  cart: PricedCart | null;
  updating: boolean;
  onCheckout: () => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={updating || !cart}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          Order summary
        </h2>
        <UpdatingNote updating={updating} />
      </div>
      {cart ? (
        <>
          <SummaryFigures cart={cart} updating={updating} />
          <CouponField cart={cart} updating={updating} />
        </>
      ) : (
        <div className="mt-4 space-y-3" aria-hidden>
          <Bar className="h-5 w-full" />
          <Bar className="h-5 w-full" />
          <Bar className="h-5 w-2/3" />
          <Bar className="mt-4 h-7 w-full" />
        </div>
      )}
      <div className="mt-5 hidden lg:block">
        <CheckoutButton cart={cart} updating={updating} onCheckout={onCheckout} wide />
      </div>
      <p className="mt-3 text-xs text-stone-500">
        Prices include GST. Delivery across India; see shipping and returns for details.
      </p>
    </section>
  );
}

function SummaryFigures({ cart, updating }: { cart: PricedCart; updating: boolean }) {
  const more = moreForFreeDelivery(cart);
  return (
    <div className={`transition-opacity ${updating ? 'opacity-60' : ''}`}>
      <dl className="mt-4 space-y-2 text-sm" data-summary>
        <CartFigures cart={cart} subtotalLabel={`Items (${cart.itemCount})`} />
      </dl>
      {more !== null ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Add <strong>{formatRupees(more)}</strong> more for free delivery.
        </p>
      ) : cart.subtotal > 0 && cart.shipping === 0 ? (
        <p className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          Your order gets free delivery.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The money rows of a priced cart, the server's figures only: subtotal, delivery, total and the
 * GST it includes. The cart's summary and the checkout's show the same rows.
 */
export function CartFigures({
  cart,
  subtotalLabel,
  cod = false,
}: {
  cart: PricedCart;
  subtotalLabel: string;
  /** Paid on delivery (issue 23): the COD fee as its own line, in the total and its GST. */
  cod?: boolean;
}) {
  const withFee = cod && cart.cod.offered;
  return (
    <>
      <Figure label={subtotalLabel} value={formatRupees(cart.subtotal)} name="subtotal" />
      <Figure
        label="Delivery"
        value={
          cart.subtotal <= 0 ? '—' : cart.shipping === 0 ? 'Free' : formatRupees(cart.shipping)
        }
        name="shipping"
        tone={cart.subtotal > 0 && cart.shipping === 0 ? 'green' : undefined}
      />
      {cart.coupon && cart.discount > 0 ? (
        <Figure
          label={`Discount (${cart.coupon.code})`}
          value={`−${formatRupees(cart.discount)}`}
          name="discount"
          tone="green"
        />
      ) : null}
      {withFee && cart.cod.fee > 0 ? (
        <Figure label="Cash on delivery fee" value={formatRupees(cart.cod.fee)} name="codFee" />
      ) : null}
      <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3">
        <dt className="text-base font-semibold text-stone-900">Total</dt>
        <dd className="text-xl font-semibold tabular-nums text-stone-900" data-figure="grandTotal">
          {formatRupees(withFee ? cart.cod.grandTotal : cart.grandTotal)}
        </dd>
      </div>
      <Figure
        label={`GST included (${cart.gstRatePercent}%)`}
        value={formatRupees(withFee ? cart.cod.gst : cart.gst)}
        name="gst"
        small
      />
    </>
  );
}

function Figure({
  label,
  value,
  name,
  tone,
  small = false,
}: {
  label: ReactNode;
  value: string;
  name: string;
  tone?: 'green';
  small?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${small ? 'text-xs text-stone-500' : 'text-stone-700'}`}
    >
      <dt>{label}</dt>
      <dd
        className={`tabular-nums ${tone === 'green' ? 'font-medium text-green-700' : small ? '' : 'text-stone-900'}`}
        data-figure={name}
      >
        {value}
      </dd>
    </div>
  );
}

export function UpdatingNote({ updating }: { updating: boolean }) {
  return (
    <span role="status" className="text-xs text-stone-500">
      {updating ? 'Updating…' : ''}
    </span>
  );
}

export function CheckoutButton({
  cart,
  updating,
  onCheckout,
  wide = false,
}: {
  cart: PricedCart | null;
  updating: boolean;
  onCheckout: () => void;
  wide?: boolean;
}) {
  const reasonId = useId();
  const reason = checkoutBlocker(cart, updating);
  const disabled = reason !== null || updating;
  return (
    <div className={wide ? 'w-full' : 'min-w-0 flex-1'}>
      <button
        type="button"
        onClick={onCheckout}
        disabled={disabled}
        aria-describedby={reason ? reasonId : undefined}
        className="flex h-12 w-full items-center justify-center rounded-lg bg-amber-700 px-6 text-base font-semibold text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
      >
        Checkout
      </button>
      {reason && cart ? (
        <p id={reasonId} className="mt-2 text-sm font-medium text-red-700">
          {reason}
        </p>
      ) : reason ? (
        <p id={reasonId} className="sr-only">
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A phone's bottom bar: the grand total and Checkout always in reach while scrolling the lines.
 * Sticky inside the page, so it stops above the footer.
 */
export function StickyCheckoutBar({
  cart,
  updating,
  onCheckout,
}: {
  cart: PricedCart | null;
  updating: boolean;
  onCheckout: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-stone-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur lg:hidden">
      <div className="flex items-start gap-4">
        <div className={`shrink-0 transition-opacity ${updating ? 'opacity-60' : ''}`}>
          <span className="block text-xs text-stone-500">
            Total{cart ? ` · ${cart.itemCount} item${cart.itemCount === 1 ? '' : 's'}` : ''}
          </span>
          {cart ? (
            <span className="text-lg font-semibold tabular-nums text-stone-900" data-bar-total>
              {formatRupees(cart.grandTotal)}
            </span>
          ) : (
            <Bar className="mt-1 h-6 w-24" />
          )}
        </div>
        <CheckoutButton cart={cart} updating={updating} onCheckout={onCheckout} />
      </div>
    </div>
  );
}
