import { createFileRoute } from '@tanstack/react-router';
import { ShippingReturnsPage } from '../../features/content/shop/ShippingReturnsPage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/ShippingReturns')({
  head: titleHead(pageTitle('Shipping & Returns')),
  component: ShippingReturnsPage,
});
