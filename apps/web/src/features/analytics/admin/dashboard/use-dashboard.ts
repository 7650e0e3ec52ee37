import { useEffect, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { DASHBOARD_QUERY } from './dashboard-query';

/** Spec sections 4 and 8, word for word. */
export const DASHBOARD_MESSAGES = {
  banner: 'Failed to load dashboard data. Please try again.',
  toast: 'Failed to load dashboard data',
  noInquiries: 'No recent inquiries',
} as const;

/** Spec section 4: the dashboard refreshes itself every 5 minutes... */
export const AUTO_REFRESH_MS = 5 * 60 * 1000;
/** ...and the manual refresh is debounced by 500 ms. */
export const REFRESH_DEBOUNCE_MS = 500;

/**
 * The dashboard's one query. A failure (first load or a later refresh) toasts once and is
 * reported as `failed`, so the page shows '--' and no inquiries rather than stale figures.
 */
export function useDashboard() {
  const query = trpc.analytics.dashboard.useQuery(undefined, {
    ...DASHBOARD_QUERY,
    refetchInterval: AUTO_REFRESH_MS,
    refetchOnWindowFocus: false,
  });
  const { refetch, isError, errorUpdatedAt, error } = query;
  // An error cached before this page mounted (a visitor's 401 from the loader's prefetch,
  // before logging in through the guard) is being fetched again: not a failure to show.
  const [mountedAt] = useState(Date.now);
  const failed = isError && errorUpdatedAt >= mountedAt;

  // Once per failed fetch: each failure is a new error object.
  useEffect(() => {
    if (failed) {
      console.error('Dashboard load failed', error);
      notify.error(DASHBOARD_MESSAGES.toast);
    }
  }, [failed, error]);

  // Leading edge: the first click fetches at once; clicks within 500 ms of it are dropped.
  const refresh = useDebouncedCallback(
    () => {
      void refetch();
    },
    REFRESH_DEBOUNCE_MS,
    { leading: true, trailing: false },
  );

  return {
    data: failed ? undefined : query.data,
    failed,
    /** The last answer's time, kept through a failed refresh. */
    lastUpdated: query.data?.generatedAt,
    loading: !failed && query.data === undefined,
    refreshing: query.isFetching,
    refresh,
    /** The banner's Retry: at once, not through the refresh button's debounce. */
    retry: () => void refetch(),
  };
}
