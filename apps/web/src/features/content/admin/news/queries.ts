import type { RouterInputs } from '../../../../lib/api-types';

/*
 * What the news admin asks the server, shared with its route loader so a prefetch fills the
 * very cache entry the page reads. No components and no schema imports here: a route's loader
 * is not code-split, so whatever this file imports lands in the shop's first-load bundle.
 */

/** One page of the news admin; the limit is the server's default, NEWS_PAGE_SIZE (12). */
export function newsPageInput(
  page: number,
  search: string,
): RouterInputs['content']['news']['list'] {
  return { page, search };
}
