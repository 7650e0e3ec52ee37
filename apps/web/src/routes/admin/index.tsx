import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../features/analytics/admin/AdminDashboard';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/')({
  head: titleHead(adminTitle('Dashboard')),
  loader: ({ context }) => {
    void context.trpc.users.list.prefetch(undefined, ADMIN_PREFETCH);
  },
  component: AdminDashboard,
});
