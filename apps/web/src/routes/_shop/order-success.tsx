import { createFileRoute } from '@tanstack/react-router';
import { OrderSuccess } from '../../features/orders/shop/checkout/OrderSuccess';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/order-success')({
  head: titleHead(pageTitle('Thank you for your order')),
  validateSearch: (search: Record<string, unknown>): { orderId?: number } => {
    const id = Number(search.orderId);
    return Number.isSafeInteger(id) && id > 0 ? { orderId: id } : {};
  },
  component: function OrderSuccessRoute() {
    const { orderId } = Route.useSearch();
    return <OrderSuccess orderId={orderId} />;
  },
});
