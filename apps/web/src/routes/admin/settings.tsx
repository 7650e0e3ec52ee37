import { createFileRoute } from '@tanstack/react-router';
import { AdminComingSoon } from '../../features/admin-shell/AdminComingSoon';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/settings')({
  head: titleHead(adminTitle('Home Settings')),
  component: () => <AdminComingSoon title="Home Page Manager" />,
});
