import { Button } from '../../../../components/Button';
import { formatIstTime } from '../../../../lib/format';

/** Title, 'Last updated' and the manual refresh (debounced by the hook). */
export function DashboardHeader(props: {
  lastUpdated: string | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold">Dashboard</h1>
        <p className="text-sm text-stone-600" aria-live="polite" data-testid="last-updated">
          Last updated: {props.lastUpdated ? formatIstTime(props.lastUpdated) : '--'}
        </p>
      </div>
      <Button variant="secondary" onClick={props.onRefresh} aria-busy={props.refreshing}>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`h-4 w-4 ${props.refreshing ? 'animate-spin' : ''}`}
        >
          <path
            fillRule="evenodd"
            d="M15.3 4.7A7 7 0 0 0 3.06 9H1l3 3.5L7 9H5.1a5 5 0 0 1 8.78-2.9l1.42-1.4ZM16 7.5 13 11h1.9a5 5 0 0 1-8.78 2.9l-1.42 1.4A7 7 0 0 0 16.94 11H19l-3-3.5Z"
          />
        </svg>
        Refresh
      </Button>
    </div>
  );
}
