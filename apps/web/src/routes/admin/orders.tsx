import { createFileRoute } from '@tanstack/react-router';
import { AdminComingSoon } from '../../features/admin-shell/AdminComingSoon';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/orders')({
  head: titleHead(adminTitle('Orders')),
  component: () => <AdminComingSoon title="Order Management" />,
});
