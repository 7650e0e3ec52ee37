import { createFileRoute } from '@tanstack/react-router';
import { WorkOrder } from '../../features/orders/admin/work-order/WorkOrder';
import { adminTitle } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

/** The workshop's printable sheet of an order's custom items (issue 11); not nested in the list. */
export const Route = createFileRoute('/admin/orders_/$orderId/work-order')({
  head: ({ params }) => ({ meta: [{ title: adminTitle(`Work order #${params.orderId}`) }] }),
  loader: ({ context, params }) => {
    const orderId = Number(params.orderId);
    if (Number.isInteger(orderId) && orderId > 0) {
      void context.trpc.orders.byId.prefetch({ orderId }, ADMIN_PREFETCH);
    }
  },
  component: function WorkOrderRoute() {
    const { orderId } = Route.useParams();
    return <WorkOrder orderId={Number(orderId)} />;
  },
});
