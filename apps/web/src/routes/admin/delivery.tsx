import { createFileRoute } from '@tanstack/react-router';
import { DeliverySettings } from '../../features/orders/admin/delivery/DeliverySettings';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/delivery')({
  head: titleHead(adminTitle('Delivery')),
  loader: ({ context }) => {
    void context.trpc.orders.carriers.list.prefetch({}, ADMIN_PREFETCH);
    void context.trpc.orders.cod.settings.prefetch({}, ADMIN_PREFETCH);
  },
  component: DeliverySettings,
});
