import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';

export const Route = createFileRoute('/_shop/ProductListing')({
  component: () => <ComingSoon title="Shop frames"></ComingSoon>,
});
