import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/ProductListing')({
  head: titleHead(pageTitle('Shop frames')),
  component: () => <ComingSoon title="Shop frames"></ComingSoon>,
});
