import { Link } from '@tanstack/react-router';
import { useCartCount } from './use-cart';

/** The navbar's cart icon with the number of items; routes put it in the shop shell's slot. */
export function CartLink() {
  const cartCount = useCartCount();
  return (
    <Link
      to="/Cart"
      className="relative rounded-md p-2.5 hover:bg-stone-100"
      aria-label={`Cart, ${cartCount} item${cartCount === 1 ? '' : 's'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
      >
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L21 8H6" />
        <circle cx="9" cy="20" r="1.4" />
        <circle cx="18" cy="20" r="1.4" />
      </svg>
      {/* No badge on an empty cart: a "0" only draws the eye to nothing (the label says it). */}
      {cartCount > 0 ? (
        <span
          aria-hidden
          className="absolute -right-1 -top-1 min-w-[1.25rem] rounded-full bg-amber-700 px-1 text-center text-xs font-semibold text-white"
        >
          {cartCount}
        </span>
      ) : null}
    </Link>
  );
}
