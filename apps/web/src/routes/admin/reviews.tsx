import { createFileRoute } from '@tanstack/react-router';
import { AdminComingSoon } from '../../features/admin-shell/AdminComingSoon';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/reviews')({
  head: titleHead(adminTitle('Reviews')),
  component: () => <AdminComingSoon title="Review Management" />,
});
