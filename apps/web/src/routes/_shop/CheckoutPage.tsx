import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../features/orders/shop/checkout/CheckoutPage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/CheckoutPage')({
  head: titleHead(pageTitle('Checkout')),
  component: CheckoutPage,
});
