import { createFileRoute } from '@tanstack/react-router';
import { SalesDashboard } from '../../features/analytics/admin/SalesDashboard';
import { parseSalesSearch, salesQuery } from '../../features/analytics/admin/sales/sales-search';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/manage-sales')({
  head: titleHead(adminTitle('Sales Data')),
  // Range and status live in the URL, so reload, back and a shared link keep them.
  validateSearch: parseSalesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.trpc.analytics.sales.prefetch(salesQuery(deps), ADMIN_PREFETCH);
  },
  component: SalesDashboard,
});
