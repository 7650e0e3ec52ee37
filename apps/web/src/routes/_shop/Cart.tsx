import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/Cart')({
  head: titleHead(pageTitle('Your cart')),
  component: () => <ComingSoon title="Your cart"></ComingSoon>,
});
