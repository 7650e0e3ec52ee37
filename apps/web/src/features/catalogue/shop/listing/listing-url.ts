/*
 * The listing's URL state: how its parts change it. Reading it (`parseListingSearch`) and turning
 * it into the frames.list input (`listingQuery`) are the contract's, shared with the server,
 * which inlines the first page's data under that very input.
 */
import type { FrameSort } from '@frameshop/contracts/catalogue/constants';
import {
  LISTING_FILTER_KEYS,
  type ListingSearch,
  withoutUnset,
} from '@frameshop/contracts/catalogue/listing-search';

export type { ListingSearch };
export type FilterKey = (typeof LISTING_FILTER_KEYS)[number];

/**
 * How the listing's parts change the URL: `change` maps the current search to the next one;
 * the page goes back to 1 unless `keepPage`, and `replace` overwrites the history entry (typing).
 */
export type UpdateSearch = (
  change: (search: ListingSearch) => ListingSearch,
  options?: { replace?: boolean; keepPage?: boolean },
) => void;

/** The same view with no filter and no search: the sort stays, the page goes back to 1. */
export function withoutFilters(search: ListingSearch): ListingSearch {
  return withoutUnset({ sort: search.sort });
}

/** How many filters the drawer holds are set (search is not in the drawer; price counts once). */
export function drawerFilterCount(search: ListingSearch): number {
  return [
    search.material,
    search.frameMaterial,
    search.shape,
    search.min ?? search.max,
    search.newArrival || undefined,
    search.offer || undefined,
  ].filter((v) => v !== undefined).length;
}

export function hasFilters(search: ListingSearch): boolean {
  return LISTING_FILTER_KEYS.some((key) => isSet(search[key]));
}

/** A key that changes the results: an empty search or an unticked box does not. */
export function isSet(value: ListingSearch[FilterKey]): boolean {
  return value !== undefined && value !== false && value !== '';
}

export const SORT_LABELS: Record<FrameSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
};

/** The keys a listing URL may carry (filters, sort, page). */
const LISTING_KEYS = new Set<string>([...LISTING_FILTER_KEYS, 'sort', 'page']);
/** Keys other sites add to links (campaigns, ad clicks): not the shopper's, never reported. */
const FOREIGN_KEY = /^(utm_\w+|fbclid|gclid|msclkid|ref)$/;

/**
 * The parts of a listing URL that were left out because they could not be read: a listing key
 * whose value the route's `parseListingSearch` refused (`page=abc`, `sort=nonsense`, `min=-5`)
 * or a key the listing does not know (`minPrice`). Empty values are not reported.
 */
export function droppedParams(searchStr: string, search: ListingSearch): string[] {
  const dropped = new Set<string>();
  const kept = search as Record<string, unknown>;
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (value === '' || FOREIGN_KEY.test(key)) continue;
    if (!LISTING_KEYS.has(key) || kept[key] === undefined) dropped.add(key);
  }
  return [...dropped];
}
