import type { AppRouter } from '@frameshop/api/root';
import type { TRPCClientErrorLike } from '@trpc/client';

/**
 * Query options for reading one record by id (a frame, an article, the wall): a 404 is an
 * answer, not worth a retry, and an error a route's loader already got is shown rather than
 * fetched again on mount. The error is typed by the server's error formatter, so a change of
 * its `httpStatus` fails this build. Type-only imports: route loaders (not code-split) use it.
 */
export const NOT_FOUND_IS_AN_ANSWER = {
  retry: (failures: number, error: TRPCClientErrorLike<AppRouter>) =>
    error.data?.httpStatus !== 404 && failures < 1,
  retryOnMount: false,
} as const;
