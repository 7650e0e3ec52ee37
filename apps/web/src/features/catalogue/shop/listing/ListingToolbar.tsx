import { FRAME_SORTS, type FrameSort } from '@frameshop/contracts/catalogue/constants';
import { useId } from 'react';
import { SearchInput } from '../../../../components/SearchInput';
import { useCommittedSearch } from '../../../../lib/search-paging';
import { SORT_LABELS } from './listing-url';
import { SuggestionList, useSuggestions } from './SearchSuggestions';

/** A typing pause this long sends the search (and resets the page). */
export const SEARCH_PAUSE_MS = 400;

/**
 * The listing's search box: what is typed is sent after a pause; a search changed elsewhere
 * (back button, a chip, "Clear all") replaces the text, unless it is what this box sent.
 * Suggested frames open under it as the shopper types (SearchSuggestions.tsx).
 */
export function SearchBox({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const { box, cancel } = useCommittedSearch(value, onCommit, SEARCH_PAUSE_MS);
  const id = useId();
  const suggestions = useSuggestions(box.value, `${id}-suggestions`, cancel);

  return (
    <div className="min-w-0 flex-1 basis-full sm:basis-64">
      <label htmlFor={id} className="sr-only">
        Search frames
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
          fill="none"
          stroke="currentColor"
        >
          <circle cx="9" cy="9" r="5.5" strokeWidth="2" />
          <path d="m13.5 13.5 3 3" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <SearchInput
          {...box}
          {...suggestions.input}
          id={id}
          autoComplete="off"
          maxLength={100}
          placeholder="Search frames..."
          className="h-11 w-full rounded-lg border border-stone-300 bg-white pl-9 pr-3 text-stone-900 placeholder:text-stone-500 focus:border-amber-700 focus:outline-none focus:ring-2 focus:ring-amber-700/30"
        />
        <SuggestionList {...suggestions.list} />
      </div>
    </div>
  );
}

export function SortSelect({
  value,
  onChange,
}: {
  value: FrameSort;
  onChange: (sort: FrameSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      {/* On a phone the select shares a row with "Filters"; its options name it. */}
      <label
        htmlFor={id}
        className="sr-only whitespace-nowrap text-sm text-stone-700 sm:not-sr-only"
      >
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as FrameSort)}
        className="h-11 w-full min-w-0 rounded-lg sm:w-auto border border-stone-300 bg-white px-2 text-sm text-stone-900 focus:border-amber-700 focus:outline-none focus:ring-2 focus:ring-amber-700/30"
      >
        {FRAME_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
