import { createFileRoute } from '@tanstack/react-router';
import { WebhookDeliveries } from '../../features/webhooks/admin/WebhookDeliveries';
import { adminTitle } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/webhooks/$endpointId')({
  head: () => ({ meta: [{ title: adminTitle('Webhook deliveries') }] }),
  loader: ({ context, params }) => {
    const id = Number(params.endpointId);
    if (Number.isInteger(id) && id > 0) {
      void context.trpc.webhooks.deliveries.prefetch({ id }, ADMIN_PREFETCH);
    }
  },
  component: function WebhookDeliveriesRoute() {
    const { endpointId } = Route.useParams();
    return <WebhookDeliveries endpointId={Number(endpointId)} />;
  },
});
