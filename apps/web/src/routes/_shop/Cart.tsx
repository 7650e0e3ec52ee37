import { createFileRoute } from '@tanstack/react-router';
import { readCart } from '../../features/cart-store/use-cart';
import { CartPage } from '../../features/orders/shop/cart/CartPage';
import { CART_QUERY, pricingRequest } from '../../features/orders/shop/cart/cart-query';
import { readCouponCode } from '../../features/orders/shop/cart/coupon-code';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/Cart')({
  // Prices the stored lines while the page's code downloads (and on hovering the cart link);
  // never awaited: the page shows its skeleton until the answer is in the cache.
  loader: ({ context }) => {
    const lines = readCart();
    if (lines.length > 0)
      void context.trpc.orders.cart.price.prefetch(
        pricingRequest(lines, readCouponCode()),
        CART_QUERY,
      );
  },
  head: titleHead(pageTitle('Your cart')),
  component: CartPage,
});
