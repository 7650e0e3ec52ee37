import { createFileRoute } from '@tanstack/react-router';
import { AdminComingSoon } from '../../features/admin-shell/AdminComingSoon';

export const Route = createFileRoute('/admin/settings')({
  component: () => <AdminComingSoon title="Home Page Manager" />,
});
