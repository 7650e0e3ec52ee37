import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebounce, useDebouncedCallback } from 'use-debounce';

/** Spec section 9: a search goes to the server after a 500 ms pause. */
export const SEARCH_PAUSE_MS = 500;

/**
 * A searchable, paged list: what the user types, the search sent after the pause, and the page.
 * The page is kept together with the search it was chosen for, so a new search reads as page 1
 * in the very render that sends it. (Resetting the page in an effect sent the new search twice:
 * once with the old page, then again with page 1.)
 */
export function useSearchPaging() {
  const [search, setSearch] = useState('');
  const [sentSearch] = useDebounce(search.trim(), SEARCH_PAUSE_MS);
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === sentSearch ? paging.page : 1;
  const setPage = useCallback(
    (next: number) => setPaging({ search: sentSearch, page: next }),
    [sentSearch],
  );
  return { search, setSearch, sentSearch, page, setPage };
}

/**
 * A search box whose text lives in the URL: what is typed is committed after `pauseMs` (at once
 * on Enter); a search changed elsewhere (back button, a chip, "Clear filters") replaces the
 * text, unless it is what this box committed. Spread `box` on a SearchInput; `cancel` drops a
 * commit still waiting.
 */
export function useCommittedSearch(
  value: string,
  onCommit: (q: string) => void,
  pauseMs = SEARCH_PAUSE_MS,
) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const commit = useDebouncedCallback((q: string) => {
    sent.current = q;
    onCommit(q);
  }, pauseMs);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    commit.cancel();
    setText(value);
  }, [value, commit]);

  return {
    box: {
      value: text,
      onValueChange: (next: string) => {
        setText(next);
        commit(next.trim());
      },
      onEnter: () => commit.flush(),
    },
    cancel: () => commit.cancel(),
  };
}
