import { createFileRoute } from '@tanstack/react-router';
import { UserManagement } from '../../features/users/admin/UserManagement';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/users')({
  head: titleHead(adminTitle('Users')),
  loader: ({ context }) => {
    void context.trpc.users.list.prefetch(undefined, ADMIN_PREFETCH);
  },
  component: UserManagement,
});
