import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '../../features/audit/admin/ActivityScreen';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/activity')({
  head: titleHead(adminTitle('Activity')),
  loader: ({ context }) => {
    void context.trpc.audit.list.prefetch({ cursor: undefined }, ADMIN_PREFETCH);
  },
  component: ActivityScreen,
});
