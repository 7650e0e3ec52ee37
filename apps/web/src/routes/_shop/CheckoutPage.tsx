import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';

export const Route = createFileRoute('/_shop/CheckoutPage')({
  component: () => <ComingSoon title="Checkout"></ComingSoon>,
});
