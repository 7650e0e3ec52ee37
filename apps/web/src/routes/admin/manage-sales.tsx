import { createFileRoute } from '@tanstack/react-router';
import { AdminComingSoon } from '../../features/admin-shell/AdminComingSoon';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/manage-sales')({
  head: titleHead(adminTitle('Sales Data')),
  component: () => <AdminComingSoon title="Sales Dashboard" />,
});
