import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageTitle, SHOP_NAME } from '../lib/page-title';

/**
 * Keeps `document.title` on the deepest matched route's `head` title. TanStack Router's
 * <HeadContent /> renders a <title> element where it is mounted, which React 18 does not
 * move into <head>, so the title index.html sets would stay; this writes it instead.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      if (state.matches.some((m) => m.status === 'notFound' || m._notFound)) {
        return pageTitle('Page not found');
      }
      for (const match of [...state.matches].reverse()) {
        const found = match.meta?.find((tag) => tag?.title)?.title;
        if (found) return found;
      }
      return SHOP_NAME;
    },
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
