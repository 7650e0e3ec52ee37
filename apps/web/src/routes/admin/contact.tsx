import { createFileRoute } from '@tanstack/react-router';
import { AdminComingSoon } from '../../features/admin-shell/AdminComingSoon';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/contact')({
  head: titleHead(adminTitle('Contact Requests')),
  component: () => <AdminComingSoon title="Contact Requests" />,
});
