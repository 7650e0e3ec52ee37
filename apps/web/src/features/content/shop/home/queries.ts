/*
 * What the home page asks the server, shared with its route loader so a prefetch fills the very
 * cache entry the page reads (and the server's inlined first-page data lands under the same
 * keys). No components and no schema imports here: a route's loader is not code-split, so
 * whatever this file imports lands in the shop's first-load bundle.
 */

/** The home rows' frames.list inputs: the contract's, which the server inlines under. */
export { NEW_ARRIVALS_QUERY, OFFERS_QUERY } from '@frameshop/contracts/catalogue/listing-search';

/** How many social posts the home grid shows (the newest). */
export const HOME_POSTS_SHOWN = 8;

/**
 * The wall is one record or none: a 404 is an answer (the section is hidden), not worth a
 * retry, and an error the loader already got is not fetched again on mount.
 */
export const WALL_QUERY = {
  retry: (failures: number, error: { data?: { httpStatus?: number } | null }) =>
    error.data?.httpStatus !== 404 && failures < 1,
  retryOnMount: false,
} as const;
