import { createFileRoute } from '@tanstack/react-router';
import { CartLink } from '../features/cart-store/CartLink';
import { ShopLayout } from '../features/shop-shell/ShopLayout';

export const Route = createFileRoute('/_shop')({
  component: () => <ShopLayout cart={<CartLink />} />,
});
