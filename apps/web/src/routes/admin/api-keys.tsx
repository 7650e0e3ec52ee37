import { createFileRoute } from '@tanstack/react-router';
import { ApiKeyManagement } from '../../features/users/admin/api-keys/ApiKeyManagement';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/api-keys')({
  head: titleHead(adminTitle('API Keys')),
  loader: ({ context }) => {
    void context.trpc.apiKeys.list.prefetch(undefined, ADMIN_PREFETCH);
  },
  component: ApiKeyManagement,
});
