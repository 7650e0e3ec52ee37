import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { type OrderSearch, withoutUnset } from './order-search';

const route = getRouteApi('/admin/orders');

export interface UpdateOptions {
  /** Keep the page number (paging itself); any other change goes back to page 1. */
  keepPage?: boolean;
  replace?: boolean;
}
export type UpdateSearch = (
  change: (prev: OrderSearch) => OrderSearch,
  options?: UpdateOptions,
) => void;

/** The order admin's view as it lives in the URL, and the one way to change it. */
export function useOrderSearch(): { search: OrderSearch; update: UpdateSearch } {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback<UpdateSearch>(
    (change, options = {}) => {
      void navigate({
        to: '/admin/orders',
        search: (prev: OrderSearch) => {
          const next = change(prev);
          return withoutUnset(options.keepPage ? next : { ...next, page: undefined });
        },
        replace: options.replace ?? false,
        resetScroll: false,
      });
    },
    [navigate],
  );
  return { search, update };
}

/** Tables from 640 px, cards below (the ActionsTable breakpoint); only one is rendered. */
const WIDE = '(min-width: 640px)';
export function useWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
