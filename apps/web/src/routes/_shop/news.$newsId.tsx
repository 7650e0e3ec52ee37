import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';

export const Route = createFileRoute('/_shop/news/$newsId')({
  component: () => <ComingSoon title="News" />,
});
