import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/order-success')({
  head: titleHead(pageTitle('Thank you for your order')),
  component: () => <ComingSoon title="Thank you for your order"></ComingSoon>,
});
