import { formatRupees } from '@frameshop/contracts/shared/format';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useState } from 'react';
import { useDebounce } from 'use-debounce';
import type { RouterOutputs } from '../../../../lib/api-types';
import { trpc } from '../../../../lib/trpc';

type Suggestion = RouterOutputs['catalogue']['frames']['suggest']['suggestions'][number];

/** A shorter pause than the listing's own search: suggestions should keep up with typing. */
export const SUGGEST_PAUSE_MS = 150;
/** The server suggests from three letters on (shorter words are not in its index). */
const MIN_LETTERS = 3;

/**
 * The state of the search box's suggestions (a combobox, WAI-ARIA 1.2 pattern): what has been
 * typed, debounced, asks frames.suggest (bounded and cached by the server); ArrowDown/ArrowUp
 * move through the options, Enter opens the active one's page, Escape closes the list.
 * `onKeyDown` goes on the input; it prevents Enter's default only when it opened a frame.
 */
export function useSuggestions(text: string, listId: string, beforeChoose?: () => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed] = useDebounce(text.trim(), SUGGEST_PAUSE_MS);
  const navigate = useNavigate();
  const enabled = open && typed.length >= MIN_LETTERS;
  const query = trpc.catalogue.frames.suggest.useQuery(
    { q: typed },
    { enabled, placeholderData: keepPreviousData, staleTime: 60_000 },
  );
  const items = enabled ? (query.data?.suggestions ?? []) : [];
  const shown = enabled && query.data !== undefined;

  const choose = (item: Suggestion) => {
    // A search still waiting to be sent would bring the shopper back to the listing.
    beforeChoose?.();
    setOpen(false);
    setActive(-1);
    void navigate({ to: '/Singleproduct/$frameId', params: { frameId: String(item.frameId) } });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      // Down from the last option and up from the first come back to the typed text (-1).
      const last = items.length - 1;
      setActive((a) =>
        e.key === 'ArrowDown' ? (a >= last ? -1 : a + 1) : a === -1 ? last : a - 1,
      );
    } else if (e.key === 'Enter') {
      const item = active >= 0 ? items[active] : undefined;
      if (item) {
        e.preventDefault();
        choose(item);
      } else setOpen(false);
    } else if (e.key === 'Escape') {
      if (open && shown) {
        // The first Escape closes the list; the next one clears the box (the browser's own).
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return {
    /** Spread on the input, beside its own value and change handler. */
    input: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': shown && open,
      'aria-controls': listId,
      'aria-activedescendant': active >= 0 && shown ? `${listId}-${active}` : undefined,
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
      onInput: () => {
        setOpen(true);
        setActive(-1);
      },
    },
    list: {
      id: listId,
      open: shown && open,
      items,
      active,
      typed,
      searchedFor: query.data?.searchedFor,
      choose,
      setActive,
    },
  };
}

/** The listbox under the search box: a thumbnail, the name, its material and from-price. */
export function SuggestionList({
  id,
  open,
  items,
  active,
  typed,
  searchedFor,
  choose,
  setActive,
}: ReturnType<typeof useSuggestions>['list']) {
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {open
          ? items.length === 0
            ? `No frames match ${typed}`
            : `${items.length} suggestion${items.length === 1 ? '' : 's'}; use the arrow keys`
          : ''}
      </p>
      <div
        className={`${open ? '' : 'hidden'} absolute left-0 right-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg`}
      >
        {searchedFor ? (
          <p className="border-b border-stone-100 px-3 py-2 text-xs text-stone-600">
            Showing frames for <span className="font-medium">{searchedFor}</span>
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="px-3 py-3 text-sm text-stone-600">No frames match “{typed}”.</p>
        ) : null}
        {/* Options take the mouse without taking focus: the input keeps it, as the pattern asks. */}
        <div
          id={id}
          role="listbox"
          aria-label="Suggested frames"
          className="max-h-80 overflow-y-auto"
        >
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose (combobox pattern)
            <div
              key={item.frameId}
              tabIndex={-1}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(item)}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-amber-50' : ''}`}
            >
              {item.image ? (
                <img
                  src={item.image}
                  alt=""
                  width={40}
                  height={50}
                  className="h-12 w-10 flex-none rounded object-cover"
                />
              ) : (
                <span aria-hidden="true" className="h-12 w-10 flex-none rounded bg-stone-100" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-stone-900">
                  {item.name}
                </span>
                <span className="block truncate text-xs text-stone-600">
                  {item.materialName} · from {formatRupees(item.fromPrice)}
                </span>
              </span>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
