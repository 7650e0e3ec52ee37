import { createFileRoute } from '@tanstack/react-router';
import { AdminComingSoon } from '../../features/admin-shell/AdminComingSoon';

export const Route = createFileRoute('/admin/manage-sales')({
  component: () => <AdminComingSoon title="Sales Dashboard" />,
});
