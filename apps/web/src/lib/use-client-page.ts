import { useMemo, useState } from 'react';

/**
 * A list the server sends whole, searched and paged in the browser (spec section 9): what the
 * user types, the rows it matches (in the server's order), and the page of them to show. A new
 * search starts again at page 1; a page past the end (after a delete) reads as the last one.
 * Without `perPage` every match is shown.
 */
export function useClientPage<Row>(
  rows: readonly Row[] | undefined,
  options: { matches: (row: Row, query: string) => boolean; perPage?: number },
) {
  const { matches: test, perPage } = options;
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const query = search.trim().toLowerCase();
  const matches = useMemo(
    () => (query ? (rows ?? []).filter((row) => test(row, query)) : (rows ?? [])),
    [rows, query, test],
  );
  const totalPages = perPage ? Math.max(1, Math.ceil(matches.length / perPage)) : 1;
  const current = Math.min(page, totalPages);
  const first = perPage ? (current - 1) * perPage : 0;
  const visible = perPage ? matches.slice(first, first + perPage) : matches;
  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    /** Whether anything is typed (an empty list then says "matches your search"). */
    searching: query !== '',
    matches,
    visible,
    page: current,
    setPage,
    totalPages,
    /** The 0-based position of the first visible row among the matches. */
    first,
  };
}

/** Whether any of the texts contains the (lower-case) query. */
export function textMatches(query: string, ...texts: (string | null | undefined)[]): boolean {
  return texts.some((text) => (text ?? '').toLowerCase().includes(query));
}
