import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';

export const Route = createFileRoute('/_shop/order-success')({
  component: () => <ComingSoon title="Thank you for your order"></ComingSoon>,
});
