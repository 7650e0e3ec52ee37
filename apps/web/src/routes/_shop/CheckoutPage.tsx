import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/CheckoutPage')({
  head: titleHead(pageTitle('Checkout')),
  component: () => <ComingSoon title="Checkout"></ComingSoon>,
});
