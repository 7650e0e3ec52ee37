import { createFileRoute } from '@tanstack/react-router';
import { OrderFailure } from '../../features/orders/shop/OrderFailure';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/order-failure')({
  head: titleHead(pageTitle('Payment failed')),
  validateSearch: (search: Record<string, unknown>): { error?: string } =>
    typeof search.error === 'string' && search.error ? { error: search.error.slice(0, 300) } : {},
  component: function OrderFailureRoute() {
    return <OrderFailure error={Route.useSearch().error} />;
  },
});
