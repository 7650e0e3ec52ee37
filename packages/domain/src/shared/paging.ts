/** A page of a list and where it sits, as every paged list answers (spec: `{data, pagination}`). */
export interface Paged<T> {
  data: T[];
  pagination: { page: number; limit: number; totalItems: number; totalPages: number };
}

/**
 * Builds the answer for one page. A short first page is the whole list, so the COUNT query
 * (`count`) runs only when there may be more rows than this page holds.
 */
export async function pageOf<T>(
  query: { page: number; limit: number },
  data: T[],
  count: () => Promise<number>,
): Promise<Paged<T>> {
  const totalItems = query.page === 1 && data.length < query.limit ? data.length : await count();
  return {
    data,
    pagination: {
      page: query.page,
      limit: query.limit,
      totalItems,
      totalPages: Math.ceil(totalItems / query.limit),
    },
  };
}
