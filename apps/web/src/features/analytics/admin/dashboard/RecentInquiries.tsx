import { Link } from '@tanstack/react-router';
import { formatIstDate } from '../../../../lib/format';
import type { DashboardData } from '../analytics-types';
import { PanelTitle } from '../PanelTitle';
import { Card } from '../tremor';
import { Skeleton } from './Skeleton';
import { DASHBOARD_MESSAGES } from './use-dashboard';

type Inquiry = DashboardData['recentInquiries'][number];

/** The 5 latest contact inquiries, newest first (the server sorts and limits). */
export function RecentInquiries(props: { inquiries: Inquiry[] | undefined; loading: boolean }) {
  const { inquiries, loading } = props;
  return (
    <Card className="flex flex-col">
      <div className="flex items-baseline justify-between gap-2">
        <PanelTitle>Recent Inquiries</PanelTitle>
        <Link to="/admin/contact" className="text-sm text-amber-800 underline">
          View all
        </Link>
      </div>
      {loading ? (
        <ul className="mt-4 space-y-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <li key={i} className="space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-5/6" />
            </li>
          ))}
        </ul>
      ) : inquiries && inquiries.length > 0 ? (
        <ul className="mt-3 divide-y divide-stone-100" aria-label="Recent inquiries">
          {inquiries.map((q) => (
            <li key={q.contactId} className="py-3" data-inquiry-id={q.contactId}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="font-medium text-stone-900">{q.name}</p>
                <p className="text-xs text-stone-600">{formatIstDate(q.createdAt)}</p>
              </div>
              <p className="break-words text-xs text-stone-600">
                {q.email} · {q.inquiryType ?? 'General'}
              </p>
              <p className="mt-1 line-clamp-2 break-words text-sm text-stone-700">{q.message}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-6 text-center text-stone-600">{DASHBOARD_MESSAGES.noInquiries}</p>
      )}
    </Card>
  );
}
