import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';

export const Route = createFileRoute('/_shop/ProductCustomizer')({
  component: () => <ComingSoon title="Customise a frame"></ComingSoon>,
});
