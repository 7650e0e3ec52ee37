import { createFileRoute } from '@tanstack/react-router';
import { WebhookEndpoints } from '../../features/webhooks/admin/WebhookEndpoints';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/webhooks/')({
  head: titleHead(adminTitle('Webhooks')),
  loader: ({ context }) => {
    void context.trpc.webhooks.list.prefetch(undefined, ADMIN_PREFETCH);
  },
  component: WebhookEndpoints,
});
