import { Link } from '@tanstack/react-router';
import { CartIcon } from '../../components/CartIcon';
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
      <CartIcon />
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
