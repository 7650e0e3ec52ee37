/*
 * What the news pages ask the server, shared with its route loader so a prefetch fills the
 * very cache entry the page reads. No components and no schema imports here: a route's loader
 * is not code-split, so whatever this file imports lands in the shop's first-load bundle.
 */

/** One page of the news admin; the limit is the server's default, NEWS_PAGE_SIZE (12). */
export function newsPageInput(page: number, search: string) {
  return { page, search };
}

/**
 * How the article page and its loader ask for one article: a 404 is an answer, not worth a
 * retry, and an error the loader already got is shown rather than fetched again on mount.
 */
export const NEWS_ARTICLE_QUERY = {
  retry: (failures: number, error: { data?: { httpStatus?: number } | null }) =>
    error.data?.httpStatus !== 404 && failures < 1,
  retryOnMount: false,
} as const;
