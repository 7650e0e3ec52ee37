import { createFileRoute } from '@tanstack/react-router';
import { CartLink } from '../features/cart-store/CartLink';
import { CartSync } from '../features/cart-store/CartSync';
import { ShopLayout } from '../features/shop-shell/ShopLayout';

export const Route = createFileRoute('/_shop')({
  component: () => (
    <ShopLayout
      cart={
        <>
          <CartLink />
          {/* Issue 24: a signed-in shopper's cart follows them across devices. */}
          <CartSync />
        </>
      }
    />
  ),
});
