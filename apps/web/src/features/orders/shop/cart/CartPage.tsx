import type { CartLine } from '@frameshop/contracts/orders/cart';
import { MAX_CART_LINES } from '@frameshop/contracts/orders/cart-limits';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { Button } from '../../../../components/Button';
import { CartIcon } from '../../../../components/CartIcon';
import { ErrorState } from '../../../../components/States';
import { fieldProblems, httpStatus } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import {
  clearCart,
  removeCartLine,
  restoreCartLine,
  updateCartLine,
  useCart,
} from '../../../cart-store/use-cart';
import { CartLineCard } from './CartLineCard';
import { CartSummary, StickyCheckoutBar } from './CartSummary';
import { useCouponCode } from './coupon-code';
import { useCheckout } from './use-checkout';
import { type CartRow, usePricedCart } from './use-priced-cart';

const PAGE = 'mx-auto max-w-6xl px-4 pt-4 sm:pt-6 lg:pb-16';
const COLUMNS = 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8';
/** How long Undo stays offered after a removal. */
const UNDO_MS = 8_000;

/**
 * /Cart: the lines kept in localStorage, priced by the server on every view (figures are the
 * server's only), with quantity steppers, Remove with Undo, each line's problem, the order
 * summary and Checkout. Phone first: one column with the total and Checkout in a sticky bottom
 * bar; from 1024 px two columns with a sticky summary.
 */
export function CartPage() {
  const lines = useCart();
  const couponCode = useCouponCode();
  const priced = usePricedCart(lines, couponCode);
  const checkout = useCheckout();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { query, rows, cart, updating } = priced;

  const remove = (row: CartRow) => {
    const removed = removeCartLine(row.index);
    if (!removed) return;
    headingRef.current?.focus();
    const title = row.priced?.title ?? 'Item';
    notify.info('Removed from your cart', {
      description: title,
      duration: UNDO_MS,
      action: { label: 'Undo', onClick: () => restoreCartLine(removed, row.index) },
    });
  };

  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const header = (
    <div className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 sm:mb-6">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-stone-900 focus:outline-none sm:text-3xl"
      >
        Your cart
      </h1>
      {lines.length > 0 ? (
        <span className="text-stone-600">
          {count} item{count === 1 ? '' : 's'}
        </span>
      ) : null}
    </div>
  );

  if (lines.length === 0) {
    return (
      <div className={`${PAGE} pb-16`}>
        {header}
        <EmptyCart />
      </div>
    );
  }

  if (query.isError && !cart) {
    return (
      <div className={`${PAGE} pb-16`}>
        {header}
        <PricingError error={query.error} lines={lines} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  return (
    <div className={PAGE}>
      {header}
      <div className={COLUMNS}>
        <section aria-label="Items in your cart" className="min-w-0">
          <ul className="space-y-3">
            {rows.map((row) => (
              <CartLineCard
                key={row.key}
                row={row}
                updating={updating}
                onQuantity={(quantity) => updateCartLine(row.index, { quantity })}
                onRemove={() => remove(row)}
                onDismissNotice={() => priced.dismissNotice(row.identity)}
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <Link to="/ProductListing" className="font-medium text-amber-800 hover:underline">
              ← Continue shopping
            </Link>
            <Link to="/ProductCustomizer" className="font-medium text-amber-800 hover:underline">
              Design a custom frame
            </Link>
          </div>
        </section>
        <div className="lg:sticky lg:top-24">
          <CartSummary cart={cart} updating={updating} onCheckout={checkout} />
        </div>
      </div>
      <StickyCheckoutBar cart={cart} updating={updating} onCheckout={checkout} />
    </div>
  );
}

function EmptyCart() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden
        className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-50 text-amber-800"
      >
        <CartIcon className="h-8 w-8" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-stone-900">Your cart is empty</h2>
      <p className="mt-2 text-stone-600">
        Pick a ready-made frame, or frame your own photo exactly the way you want it.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/ProductListing"
          className="rounded-lg bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800"
        >
          Browse frames
        </Link>
        <Link
          to="/ProductCustomizer"
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
        >
          Design a custom frame
        </Link>
      </div>
    </section>
  );
}

/** The positions of the lines a 400 names ("lines.3.quantity"), when it names any. */
function unreadableLines(error: unknown): number[] {
  const indexes = new Set<number>();
  for (const problem of fieldProblems(error)) {
    const match = /^lines\.(\d+)(\.|$)/.exec(problem.path);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => b - a);
}

function PricingError({
  error,
  lines,
  onRetry,
}: {
  error: unknown;
  lines: CartLine[];
  onRetry: () => void;
}) {
  if (httpStatus(error) === 400) {
    const tooMany = lines.length > MAX_CART_LINES;
    const bad = tooMany ? [] : unreadableLines(error).filter((i) => i < lines.length);
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
      >
        <p className="font-medium">
          {tooMany
            ? `Your cart has ${lines.length} different frames; one order takes at most ${MAX_CART_LINES}.`
            : bad.length > 0 && bad.length < lines.length
              ? `${bad.length === 1 ? 'One item' : `${bad.length} items`} in your cart could not be read.`
              : 'Your cart could not be read.'}
        </p>
        <p className="text-sm">
          It may have been saved by an older version of the shop. Remove what cannot be read and add
          the frames again.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {bad.length > 0 && bad.length < lines.length ? (
            <Button
              variant="secondary"
              onClick={() => {
                for (const index of bad) removeCartLine(index);
              }}
            >
              Remove {bad.length === 1 ? 'that item' : 'those items'}
            </Button>
          ) : null}
          <Button variant="danger" onClick={clearCart}>
            Clear cart
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-lg">
      <ErrorState
        message="We couldn't price your cart. Please check your connection and try again."
        onRetry={onRetry}
      />
    </div>
  );
}
