import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link } from '@tanstack/react-router';
import { formatCount } from '../../../../lib/format';
import type { DashboardData } from '../analytics-types';
import { Card, Metric, Text } from '../tremor';
import { Skeleton } from './Skeleton';

const linkClass = 'text-sm font-medium text-amber-800 underline hover:text-amber-900';

/** Today's and this month's paid sales (IST, net of refunds), and paid orders still Pending. */
export function SalesGlance(props: { data: DashboardData | undefined; loading: boolean }) {
  const { data, loading } = props;
  const value = (text: string | undefined, key: string) =>
    loading ? (
      <Skeleton className="mt-2 h-9 w-28" />
    ) : (
      <Metric data-figure={key}>{text ?? '--'}</Metric>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Card>
        <Text>Today's sales</Text>
        {value(data ? formatRupees(data.todaySales) : undefined, 'today')}
        <Link to="/admin/manage-sales" className={`mt-2 inline-block ${linkClass}`}>
          Sales dashboard
        </Link>
      </Card>
      <Card>
        <Text>This month's sales</Text>
        {value(data ? formatRupees(data.monthSales) : undefined, 'month')}
        <Text className="mt-2">Paid orders, net of refunds (IST)</Text>
      </Card>
      <Card className="sm:col-span-2 xl:col-span-1">
        <Text>Orders awaiting action</Text>
        {value(data ? formatCount(data.awaitingAction) : undefined, 'awaiting')}
        {/* The order list shows one tab at a time: paid and Pending on each. */}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <Link
            to="/admin/orders"
            search={{ status: 1, payment: 'paid' }}
            className={linkClass}
            aria-label="Regular orders awaiting action"
          >
            Regular orders
          </Link>
          <Link
            to="/admin/orders"
            search={{ tab: 'custom', status: 1, payment: 'paid' }}
            className={linkClass}
            aria-label="Custom orders awaiting action"
          >
            Custom orders
          </Link>
        </p>
      </Card>
    </div>
  );
}
