import type { PricedCart } from '@frameshop/contracts/orders/cart';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ItemThumb } from '../../../../components/ItemThumb';
import { ErrorState, Spinner } from '../../../../components/States';
import { imageSrc } from '../cart/CartLineCard';
import { CartFigures } from '../cart/CartSummary';

/** The checkout's order summary: the lines and figures as the server priced them. */
export function OrderSummary({
  cart,
  loading,
  error,
  onRetry,
  cod = false,
}: {
  cart: PricedCart | null;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Cash on delivery chosen: its fee is a line of the summary. */
  cod?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          Order summary
        </h2>
        <Link to="/Cart" className="text-sm font-medium text-amber-800 hover:underline">
          Edit cart
        </Link>
      </div>
      {cart ? (
        <>
          <ul className="mt-4 divide-y divide-stone-100" aria-label="Items">
            {cart.lines.map((line) => {
              const src = imageSrc(line.image);
              // Two sizes of one frame are two lines: the size tells them apart.
              const size = line.details.find((d) => d.label === 'Size')?.value;
              return (
                <li key={line.index} className="flex items-center gap-3 py-2" data-checkout-line>
                  <ItemThumb src={src} />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-medium text-stone-900">{line.title}</p>
                    <p className="text-stone-600">
                      {size ? `${size} · ` : ''}Qty {line.quantity}
                    </p>
                    {line.problem ? (
                      <p className={line.problem.blocking ? 'text-red-700' : 'text-amber-800'}>
                        {line.problem.message}
                      </p>
                    ) : null}
                  </div>
                  <span className="text-sm tabular-nums text-stone-900">
                    {formatRupees(line.lineTotal)}
                  </span>
                </li>
              );
            })}
          </ul>
          <dl className="mt-3 space-y-2 border-t border-stone-200 pt-3 text-sm">
            <CartFigures cart={cart} subtotalLabel={`Subtotal (${cart.itemCount})`} cod={cod} />
          </dl>
        </>
      ) : error ? (
        <div className="mt-4">
          <ErrorState message="We couldn't price your cart." onRetry={onRetry} />
        </div>
      ) : (
        <Spinner label="Pricing your cart…" />
      )}
    </section>
  );
}
