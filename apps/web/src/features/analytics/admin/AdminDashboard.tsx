import { Button } from '../../../components/Button';
import { LowStock, PaymentsAttention } from './dashboard/Attention';
import { CountCards } from './dashboard/CountCards';
import { DashboardHeader } from './dashboard/DashboardHeader';
import { QuickActions } from './dashboard/QuickActions';
import { RecentInquiries } from './dashboard/RecentInquiries';
import { SalesGlance } from './dashboard/SalesGlance';
import { DASHBOARD_MESSAGES, useDashboard } from './dashboard/use-dashboard';

/**
 * /admin (spec sections 2, 4 and 8; issue 13): counts, recent inquiries, the day's and month's
 * sales, what needs doing, and a way into every section. On a failure the figures read '--'
 * and the inquiries empty, under a banner with Retry.
 */
export function AdminDashboard() {
  const { data, failed, loading, refreshing, refresh, retry, lastUpdated } = useDashboard();
  return (
    <div className="space-y-6">
      <DashboardHeader lastUpdated={lastUpdated} refreshing={refreshing} onRefresh={refresh} />
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          <p>{DASHBOARD_MESSAGES.banner}</p>
          <Button variant="secondary" onClick={retry} disabled={refreshing}>
            {refreshing ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      ) : null}
      <CountCards counts={data?.counts} loading={loading} />
      <SalesGlance data={data} loading={loading} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentInquiries inquiries={failed ? [] : data?.recentInquiries} loading={loading} />
        <div className="grid content-start gap-4">
          <LowStock items={data?.lowStock} loading={loading} />
          <PaymentsAttention items={data?.paymentsNeedingAttention} loading={loading} />
        </div>
      </div>
      <QuickActions />
    </div>
  );
}
