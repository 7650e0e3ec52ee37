import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Spinner } from '../States';

/** What QueryView reads of a query (a tRPC `useQuery` result fits). */
export interface ViewedQuery<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The states every admin list has (ARCHITECTURE "Front end"): loading, an error with Retry,
 * empty, and the data. `block` is a screen's main list (spinner, red box, white empty card);
 * `inline` a panel inside a row (one line each: "The timeline could not be loaded. Retry").
 */
export function QueryView<T>(props: {
  query: ViewedQuery<T>;
  /** The loading text ("Loading frames..."). */
  loading?: string;
  /** The error text ("Could not load users."). */
  error: string;
  /** Whether there is nothing to show (all rows filtered out counts). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  variant?: 'block' | 'inline';
  /** The block's empty text on a white card (lists on the grey page); off inside a card. */
  emptyCard?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { query, variant = 'block' } = props;
  const retry = () => query.refetch();
  if (query.isPending) {
    return variant === 'inline' ? (
      <p role="status" className="text-stone-500">
        {props.loading ?? 'Loading...'}
      </p>
    ) : (
      <Spinner label={props.loading} />
    );
  }
  if (query.isError) {
    return variant === 'inline' ? (
      <p role="alert" className="text-red-800">
        {props.error}{' '}
        <button type="button" className="underline" onClick={retry}>
          Retry
        </button>
      </p>
    ) : (
      <ErrorState message={props.error} onRetry={retry} />
    );
  }
  if (query.data === undefined) return null;
  if (props.isEmpty?.(query.data)) {
    return variant === 'inline' ? (
      <p className="text-stone-500">{props.empty}</p>
    ) : (
      <EmptyState className={props.emptyCard === false ? undefined : 'rounded-lg bg-white'}>
        {props.empty}
      </EmptyState>
    );
  }
  return <>{props.children(query.data)}</>;
}
