import { FRAMES_PAGE_SIZE } from '@frameshop/contracts/catalogue/constants';
import type { RouterInputs } from '../../../lib/api-types';
import { NOT_FOUND_IS_AN_ANSWER } from '../../../lib/not-found-query';

/*
 * What the catalogue admin pages ask the server, shared with their route loaders so a
 * prefetch fills the very cache entry the page reads. No components here: a route's loader
 * is not code-split, and importing a page from it would put the page in the shop's bundle
 * (type-only imports here cost nothing).
 */

/** One page of the frame collection (12 per page, spec section 9). */
export function framePageInput(
  page: number,
  search: string,
): RouterInputs['catalogue']['frames']['list'] {
  return { page, limit: FRAMES_PAGE_SIZE, search };
}

/** How the detail page and its loader ask for one frame. */
export const FRAME_DETAIL_QUERY = NOT_FOUND_IS_AN_ANSWER;
