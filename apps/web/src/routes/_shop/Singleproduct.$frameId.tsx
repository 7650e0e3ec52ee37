import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/Singleproduct/$frameId')({
  head: titleHead(pageTitle('Frame details')),
  component: () => <ComingSoon title="Frame details" />,
});
