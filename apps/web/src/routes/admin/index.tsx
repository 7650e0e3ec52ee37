import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../features/analytics/admin/AdminDashboard';
import { DASHBOARD_QUERY } from '../../features/analytics/admin/dashboard/dashboard-query';
import { SellerMissingNotice } from '../../features/invoices/admin/SellerMissingNotice';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/')({
  head: titleHead(adminTitle('Dashboard')),
  loader: ({ context }) => {
    void context.trpc.analytics.dashboard.prefetch(undefined, {
      ...DASHBOARD_QUERY,
      ...ADMIN_PREFETCH,
    });
  },
  component: () => (
    <>
      <SellerMissingNotice />
      <AdminDashboard />
    </>
  ),
});
