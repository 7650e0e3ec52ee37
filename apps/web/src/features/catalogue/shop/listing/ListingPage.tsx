import {
  listingQuery,
  parseListingSearch,
  withoutUnset,
} from '@frameshop/contracts/catalogue/listing-search';
import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { FrameCard, FrameCardSkeleton } from '../../../../components/FrameCard';
import { Pager } from '../../../../components/Pager';
import { ErrorState } from '../../../../components/States';
import { trpc } from '../../../../lib/trpc';
import { useHydrated } from '../../../../lib/use-hydrated';
import { FilterChips } from './FilterChips';
import { FiltersDrawer } from './FiltersDrawer';
import { ListingFilters } from './ListingFilters';
import { LinkNote, SearchedForNote } from './ListingNotes';
import { SearchBox, SortSelect } from './ListingToolbar';
import {
  drawerFilterCount,
  droppedParams,
  hasFilters,
  type ListingSearch,
  type UpdateSearch,
  withoutFilters,
} from './listing-url';

const route = getRouteApi('/_shop/ProductListing');

/** The first cards are above the fold on every screen: loaded eagerly, at high priority. */
const PRIORITY_CARDS = 4;
const SKELETONS = Array.from({ length: 12 }, (_, i) => `s${i}`);
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';

/**
 * /ProductListing: the shop's frames as a grid with filters, sort, search and a pager. The whole
 * view lives in the URL's search params (validated by the route), so back, reload and a shared
 * link show the same frames; every change navigates (typing replaces the history entry rather
 * than adding one per word). Filters sit in a sidebar from 768 px and in a drawer below.
 */
export function ListingPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Parts of the link the route could not read (`?page=abc&sort=nonsense`): dropped, and said
  // once hydrated (the note is the browser's alone, so it never mismatches the server's HTML).
  // The router replaces the address with the parts it kept before this renders, so the link as
  // sent is read from the page load's navigation entry, until the first navigation.
  const href = useRouterState({ select: (s) => s.location.href });
  const hydrated = useHydrated();
  const [loaded] = useState(() => ({ href, search: takeLoadedSearch() }));
  const dropped = hydrated
    ? droppedParams(
        href === loaded.href && loaded.search !== null ? loaded.search : window.location.search,
        search,
      )
    : [];

  const update: UpdateSearch = useCallback(
    (change, options = {}) => {
      void navigate({
        to: '/ProductListing',
        search: (prev: ListingSearch) => {
          // Only the listing's own parts: a link's unknown ones (`minPrice`) are not carried on.
          const next = change(parseListingSearch(prev as Record<string, unknown>));
          // Any change of filter, search or sort starts again from the first page.
          return withoutUnset(options.keepPage ? next : { ...next, page: undefined });
        },
        replace: options.replace ?? false,
        resetScroll: false,
      });
    },
    [navigate],
  );

  const frames = trpc.catalogue.frames.list.useQuery(listingQuery(search), {
    placeholderData: keepPreviousData,
  });
  const options = trpc.catalogue.options.useQuery();
  const data = frames.data;
  const filtered = hasFilters(search);
  const clearFilters = () => update(withoutFilters);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Shop frames</h1>
        <p className="text-stone-600">
          Handmade frames and wall art, priced in rupees and delivered across India.
        </p>
      </div>

      <div className="mt-5 flex flex-wrap items-end gap-3">
        <SearchBox
          value={search.q ?? ''}
          onCommit={(q) => update((s) => ({ ...s, q: q || undefined }), { replace: true })}
        />
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 md:hidden"
        >
          <FilterIcon />
          Filters
          {drawerFilterCount(search) > 0 ? (
            <span className="rounded-full bg-amber-700 px-2 py-0.5 text-xs font-semibold text-white">
              <span className="sr-only">, </span>
              {drawerFilterCount(search)}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </button>
        <SortSelect
          value={search.sort ?? 'newest'}
          onChange={(sort) => update((s) => ({ ...s, sort: sort === 'newest' ? undefined : sort }))}
        />
      </div>

      {dropped.length > 0 ? (
        <LinkNote
          dropped={dropped}
          onTidy={() => update((s) => s, { keepPage: true, replace: true })}
        />
      ) : null}

      <FilterChips
        search={search}
        options={options.data}
        onRemove={(key) => update((s) => ({ ...s, [key]: undefined }))}
        onClearAll={clearFilters}
      />

      <div className="mt-6 md:grid md:grid-cols-[13rem_1fr] md:gap-8 lg:grid-cols-[15rem_1fr]">
        <aside aria-label="Filters" className="hidden md:block">
          <ListingFilters search={search} options={options.data} update={update} />
        </aside>

        <div id="listing-results" className="min-w-0">
          <p aria-live="polite" className="mb-3 text-sm text-stone-600">
            {data ? resultsLine(data.pagination) : '\u00a0'}
          </p>
          {data?.searchedFor && search.q ? (
            <SearchedForNote typed={search.q} searchedFor={data.searchedFor} />
          ) : null}
          {frames.isError && !data ? (
            <ErrorState message={m.framesFetchFailed} onRetry={() => frames.refetch()} />
          ) : !data ? (
            <ul aria-busy="true" aria-label="Loading frames" className={GRID}>
              {SKELETONS.map((k) => (
                <li key={k}>
                  <FrameCardSkeleton />
                </li>
              ))}
            </ul>
          ) : data.data.length === 0 ? (
            data.pagination.totalItems > 0 ? (
              <EmptyResults
                title={`There is no page ${search.page ?? 1} of these frames`}
                text={`They fit on ${data.pagination.totalPages} page${data.pagination.totalPages === 1 ? '' : 's'}.`}
                action="Go to the first page"
                onAction={() => update((s) => s)}
              />
            ) : (
              <EmptyResults
                title="No frames found"
                text={
                  filtered
                    ? 'No frame matches these filters. Try fewer filters or another word.'
                    : 'New frames are on their way. Please check back soon.'
                }
                action={filtered ? 'Clear filters' : undefined}
                onAction={clearFilters}
              />
            )
          ) : (
            <div className="space-y-8">
              <ul
                aria-label="Frames"
                aria-busy={frames.isPlaceholderData}
                className={`${GRID} transition-opacity ${frames.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {data.data.map((frame, i) => (
                  <li key={frame.frameId}>
                    <FrameCard frame={frame} priority={i < PRIORITY_CARDS} />
                  </li>
                ))}
              </ul>
              <Pager
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                onChange={(page) => {
                  update((s) => ({ ...s, page: page > 1 ? page : undefined }), {
                    keepPage: true,
                  });
                  window.scrollTo({ top: 0 });
                }}
              />
            </div>
          )}
        </div>
      </div>

      <FiltersDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        total={data?.pagination.totalItems}
        canClear={drawerFilterCount(search) > 0}
        onClear={() => update((s) => ({ ...withoutFilters(s), q: s.q }))}
      >
        <ListingFilters search={search} options={options.data} update={update} idPrefix="drawer" />
      </FiltersDrawer>
    </section>
  );
}

/** Whether this page load's link has been read (by the first listing shown). */
let loadedSearchTaken = false;

/**
 * The query string this page load was requested with, when it was a listing link; read once
 * per load, in the browser; null otherwise.
 */
function takeLoadedSearch(): string | null {
  if (typeof window === 'undefined' || loadedSearchTaken) return null;
  loadedSearchTaken = true;
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry) return null;
  const url = new URL(entry.name);
  return url.pathname === window.location.pathname ? url.search : null;
}

function resultsLine(p: { page: number; limit: number; totalItems: number }): string {
  // "No frames found" below says it.
  if (p.totalItems === 0) return '\u00a0';
  const first = (p.page - 1) * p.limit + 1;
  const last = Math.min(p.page * p.limit, p.totalItems);
  const noun = p.totalItems === 1 ? 'frame' : 'frames';
  if (first > p.totalItems) return `${p.totalItems} ${noun}`;
  return p.totalItems <= p.limit
    ? `${p.totalItems} ${noun}`
    : `Showing ${first}–${last} of ${p.totalItems} ${noun}`;
}

function EmptyResults(props: {
  title: string;
  text: string;
  action?: string;
  onAction: () => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-14 text-center">
      <p className="text-lg font-semibold text-stone-900">{props.title}</p>
      <p className="mx-auto mt-1 max-w-md text-stone-600">{props.text}</p>
      {props.action ? (
        <button
          type="button"
          onClick={props.onAction}
          className="mt-5 rounded-lg bg-amber-700 px-5 py-2.5 text-sm font-medium text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          {props.action}
        </button>
      ) : null}
    </div>
  );
}

function FilterIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
    >
      <path d="M3 5h14M6 10h8M8.5 15h3" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
