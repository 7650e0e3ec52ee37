import type { AppRouter } from '@frameshop/api/root';
import { FRAMES_PAGE_SIZE } from '@frameshop/contracts/catalogue/constants';
import type { TRPCClientErrorLike } from '@trpc/client';

/*
 * What the catalogue admin pages ask the server, shared with their route loaders so a
 * prefetch fills the very cache entry the page reads. No components here: a route's loader
 * is not code-split, and importing a page from it would put the page in the shop's bundle
 * (type-only imports here cost nothing).
 */

/** One page of the frame collection (12 per page, spec section 9). */
export function framePageInput(page: number, search: string) {
  return { page, limit: FRAMES_PAGE_SIZE, search };
}

/**
 * How the detail page and its loader ask for one frame: a 404 is an answer, not worth a
 * retry, and an error the loader already got is shown rather than fetched again on mount.
 */
export const FRAME_DETAIL_QUERY = {
  retry: (failures: number, error: TRPCClientErrorLike<AppRouter>) =>
    error.data?.httpStatus !== 404 && failures < 1,
  retryOnMount: false,
} as const;
