import { Link } from '@tanstack/react-router';
import { formatCount } from '../../../../lib/format';
import type { DashboardData } from '../analytics-types';
import { Card, Metric, Text } from '../tremor';
import { Skeleton } from './Skeleton';

type CountKey = keyof DashboardData['counts'];

/** Spec section 2: the four counts, each a way into its admin list. */
const CARDS = [
  { key: 'users', label: 'Users', to: '/admin/users' },
  { key: 'frames', label: 'Frames', to: '/admin/frame' },
  { key: 'orders', label: 'Orders', to: '/admin/orders' },
  { key: 'contacts', label: 'Contacts', to: '/admin/contact' },
] as const satisfies readonly { key: CountKey; label: string; to: string }[];

export function CountCards(props: {
  counts: DashboardData['counts'] | undefined;
  loading: boolean;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Counts">
      {CARDS.map((card) => (
        <li key={card.key}>
          <Link
            to={card.to}
            className="block rounded-tremor-default focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
          >
            <Card decoration="top" decorationColor="amber" className="hover:bg-amber-50/50">
              <Text>{card.label}</Text>
              {props.loading ? (
                <Skeleton className="mt-2 h-9 w-20" />
              ) : (
                <Metric data-count={card.key}>
                  {props.counts ? formatCount(props.counts[card.key]) : '--'}
                </Metric>
              )}
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
