import { createFileRoute } from '@tanstack/react-router';
import { AdminComingSoon } from '../../features/admin-shell/AdminComingSoon';

export const Route = createFileRoute('/admin/frame')({
  component: () => <AdminComingSoon title="Frame Collection" />,
});
