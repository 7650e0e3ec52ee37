/*
 * What the home page asks the server, shared with its route loader so a prefetch fills the very
 * cache entry the page reads (and the server's inlined first-page data lands under the same
 * keys). No components and no schema imports here: a route's loader is not code-split, so
 * whatever this file imports lands in the shop's first-load bundle.
 */

/**
 * The home rows' frames.list inputs: the values of NEW_ARRIVALS_QUERY and OFFERS_QUERY in
 * packages/contracts/src/catalogue/listing-search.ts, which the server uses to inline the first
 * page's data. They are repeated here because that module builds zod schemas at its top level,
 * so importing anything from it puts zod (~21 kB brotli) into the entry chunk through this
 * route's loader. test/storefront-home.e2e.test.ts checks that both stay equal.
 */
const HOME_ROW_SIZE = 8;
export const NEW_ARRIVALS_QUERY = { limit: HOME_ROW_SIZE, isNewArrival: true } as const;
export const OFFERS_QUERY = { limit: HOME_ROW_SIZE, isOffer: true } as const;

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
