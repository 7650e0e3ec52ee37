import type { RouterInputs } from '../../../../lib/api-types';
import { NOT_FOUND_IS_AN_ANSWER } from '../../../../lib/not-found-query';

/*
 * What the news pages ask the server, shared with its route loader so a prefetch fills the
 * very cache entry the page reads. No components and no schema imports here: a route's loader
 * is not code-split, so whatever this file imports lands in the shop's first-load bundle.
 */

/** One page of /news; the limit is the server's default, NEWS_PAGE_SIZE (12). */
export function newsPageInput(
  page: number,
  search: string,
): RouterInputs['content']['news']['list'] {
  return { page, search };
}

/** How the article page and its loader ask for one article. */
export const NEWS_ARTICLE_QUERY = NOT_FOUND_IS_AN_ANSWER;
