import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '../../../components/States';
import { trpc } from '../../../lib/trpc';
import { GstPanel } from './gst/GstPanel';
import { FramingInsights } from './sales/FramingInsights';
import { MonthlyTable } from './sales/MonthlyTable';
import { RecentOrders } from './sales/RecentOrders';
import { SalesFilters } from './sales/SalesFilters';
import { StatusDistribution } from './sales/StatusDistribution';
import { SummaryCards } from './sales/SummaryCards';
import { type SalesSearch, salesQuery } from './sales/sales-search';
import { TopProducts } from './sales/TopProducts';

const route = getRouteApi('/admin/manage-sales');
// recharts stays out of the chunk the admin dashboard shares with this page.
const SalesTrendChart = lazy(() => import('./sales/SalesTrendChart'));

function ChartPlaceholder() {
  return <div className="h-[22.5rem] animate-pulse rounded-tremor-default bg-stone-100" />;
}

/**
 * /admin/manage-sales (spec section 2, issue 13). The filters live in the URL and go to the
 * server, which does the sums; the previous figures stay (dimmed) while new ones load. A load
 * failure is only logged, as the spec says.
 */
export function SalesDashboard() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const sales = trpc.analytics.sales.useQuery(salesQuery(search), {
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { error } = sales;
  useEffect(() => {
    if (error) console.error('Failed to load sales data', error);
  }, [error]);

  const update = (next: SalesSearch) =>
    void navigate({ search: () => next, replace: false, resetScroll: false });
  const data = sales.data;
  const updating = sales.isPlaceholderData && sales.isFetching;

  return (
    <div className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Sales Dashboard</h1>
        {updating ? (
          <p role="status" className="text-sm text-stone-600">
            Updating...
          </p>
        ) : null}
      </div>
      <SalesFilters key={`${search.from}|${search.to}`} search={search} onChange={update} />
      {sales.isPending ? <Spinner label="Loading sales data..." /> : null}
      {data ? (
        <div
          className={`space-y-6 transition-opacity ${updating ? 'opacity-60' : ''}`}
          aria-busy={updating}
          data-testid="sales-figures"
        >
          <SummaryCards data={data} />
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <Suspense fallback={<ChartPlaceholder />}>
                <SalesTrendChart trend={data.monthlyTrend} />
              </Suspense>
            </div>
            <StatusDistribution rows={data.statusDistribution} />
          </div>
          <TopProducts products={data.topProducts} />
          <RecentOrders orders={data.recentOrders} />
          <FramingInsights data={data} />
          <MonthlyTable trend={data.monthlyTrend} />
        </div>
      ) : null}
      {/* Its own query: GST figures count documents by their date, not orders by theirs. */}
      <GstPanel range={{ from: search.from, to: search.to }} />
    </div>
  );
}
