import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/ProductCustomizer')({
  head: titleHead(pageTitle('Customise a frame')),
  component: () => <ComingSoon title="Customise a frame"></ComingSoon>,
});
