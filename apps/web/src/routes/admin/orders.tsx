import { createFileRoute } from '@tanstack/react-router';
import { OrderManagement } from '../../features/orders/admin/OrderManagement';
import { orderListQuery, parseOrderSearch } from '../../features/orders/admin/order-search';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/orders')({
  head: titleHead(adminTitle('Orders')),
  // Tab, filters, search and page live in the URL, so reload, back and a shared link keep them.
  validateSearch: parseOrderSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.trpc.orders.list.prefetch(orderListQuery(deps), ADMIN_PREFETCH);
  },
  component: OrderManagement,
});
