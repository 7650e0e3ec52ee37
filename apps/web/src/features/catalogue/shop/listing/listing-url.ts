/*
 * The listing's URL state, read and turned into the frames.list input without zod.
 *
 * packages/contracts/src/catalogue/listing-search.ts is the authority (`listingSearch`,
 * `listingQuery`, `LISTING_FILTER_KEYS`): the server reads a listing URL with it and inlines the
 * first page's data under `listingQuery(search)`. That module builds zod schemas at its top
 * level, and a route's `validateSearch` and `loader` are not code-split, so importing it here
 * would put zod (~21 kB brotli) into the shop's entry chunk. These functions give the same
 * answers for every input (test/storefront-listing.e2e.test.ts compares them with the
 * contract's); only types come from the contract module.
 */
import {
  FRAME_SHAPES,
  FRAME_SORTS,
  FRAMES_PAGE_SIZE,
  type FrameShape,
  type FrameSort,
} from '@frameshop/contracts/catalogue/constants';
import type { ListingSearch } from '@frameshop/contracts/catalogue/listing-search';

export type { ListingSearch };

const MAX_ID = 2_147_483_647;
const MAX_RUPEES = 10_000_000;
const MAX_PAGE = 100_000;
const MAX_QUERY = 100;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const id = (v: unknown) =>
  isNumber(v) && Number.isInteger(v) && v > 0 && v <= MAX_ID ? v : undefined;
const rupees = (v: unknown) => (isNumber(v) && v >= 0 && v <= MAX_RUPEES ? v : undefined);
const flag = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : undefined;
const text = (v: unknown) => {
  if (typeof v !== 'string') return undefined;
  const trimmed = v.trim();
  return trimmed.length <= MAX_QUERY ? trimmed : undefined;
};

/**
 * `listingSearch.parse(raw)`: every field falls back to "not set" when a shared or hand-edited
 * URL carries nonsense; unknown keys are dropped. Used as the route's `validateSearch`.
 */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const page = raw.page;
  const search: ListingSearch = {
    q: text(raw.q),
    material: id(raw.material),
    frameMaterial: id(raw.frameMaterial),
    shape: oneOf<FrameShape>(FRAME_SHAPES, raw.shape),
    min: rupees(raw.min),
    max: rupees(raw.max),
    newArrival: flag(raw.newArrival),
    offer: flag(raw.offer),
    sort: oneOf<FrameSort>(FRAME_SORTS, raw.sort),
    page:
      isNumber(page) && Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined,
  };
  return withoutUnset(search);
}

/**
 * How the listing's parts change the URL: `change` maps the current search to the next one;
 * the page goes back to 1 unless `keepPage`, and `replace` overwrites the history entry (typing).
 */
export type UpdateSearch = (
  change: (search: ListingSearch) => ListingSearch,
  options?: { replace?: boolean; keepPage?: boolean },
) => void;

/** The object without its undefined keys, so equal states compare equal and URLs stay short. */
export function withoutUnset<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** `listingQuery(search)`: the frames.list input, with only the keys that are set. */
export function listingInput(search: ListingSearch) {
  const query: {
    page?: number;
    limit: number;
    search?: string;
    materialId?: number;
    frameMaterialId?: number;
    frameShape?: FrameShape;
    minPrice?: number;
    maxPrice?: number;
    isNewArrival?: boolean;
    isOffer?: boolean;
    sort?: FrameSort;
  } = { limit: FRAMES_PAGE_SIZE };
  if (search.page && search.page > 1) query.page = search.page;
  if (search.q) query.search = search.q;
  if (search.material) query.materialId = search.material;
  if (search.frameMaterial) query.frameMaterialId = search.frameMaterial;
  if (search.shape) query.frameShape = search.shape;
  if (search.min !== undefined) query.minPrice = search.min;
  if (search.max !== undefined) query.maxPrice = search.max;
  if (search.newArrival) query.isNewArrival = true;
  if (search.offer) query.isOffer = true;
  if (search.sort && search.sort !== 'newest') query.sort = search.sort;
  return query;
}

/** `LISTING_FILTER_KEYS`: the filters a shopper can clear, in the order the chips show them. */
export const FILTER_KEYS = [
  'q',
  'material',
  'frameMaterial',
  'shape',
  'min',
  'max',
  'newArrival',
  'offer',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

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
  return FILTER_KEYS.some((key) => isSet(search[key]));
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
