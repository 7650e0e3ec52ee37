import { NOT_FOUND_IS_AN_ANSWER } from '../../../../lib/not-found-query';

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

/** The wall is one record or none: a 404 hides the section. */
export const WALL_QUERY = NOT_FOUND_IS_AN_ANSWER;
