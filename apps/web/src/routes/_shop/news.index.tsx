import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';

export const Route = createFileRoute('/_shop/news/')({
  component: () => <ComingSoon title="News"></ComingSoon>,
});
