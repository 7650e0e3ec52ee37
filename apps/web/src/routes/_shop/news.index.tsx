import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/news/')({
  head: titleHead(pageTitle('News')),
  component: () => <ComingSoon title="News"></ComingSoon>,
});
