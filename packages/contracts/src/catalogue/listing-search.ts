import type { z } from 'zod';
import {
  FRAME_SHAPES,
  FRAME_SORTS,
  FRAMES_PAGE_SIZE,
  type FrameShape,
  type FrameSort,
} from './constants';
import type { frameListQuery } from './schemas';

/*
 * The shop listing's state as it lives in the URL (/ProductListing?q=oak&shape=Oval&page=2):
 * the route's `validateSearch` reads it with `parseListingSearch`, and the server reads the same
 * URL with it to inline the first page's data under `listingQuery(search)`. No zod here, on
 * purpose: a route's `validateSearch` and `loader` are not code-split, so whatever this module
 * imports lands in the shop's first-load bundle (zod is ~21 kB brotli).
 */

export interface ListingSearch {
  q?: string;
  material?: number;
  frameMaterial?: number;
  shape?: FrameShape;
  min?: number;
  max?: number;
  newArrival?: boolean;
  offer?: boolean;
  sort?: FrameSort;
  page?: number;
}

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
  return trimmed.length > 0 && trimmed.length <= MAX_QUERY ? trimmed : undefined;
};

/** The object without its undefined keys, so equal states compare equal and URLs stay short. */
export function withoutUnset<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Reads search params as TanStack Router hands them over (JSON-parsed values, so any type can
 * arrive). Each field falls back to "not set" when a shared or hand-edited URL carries
 * nonsense, so a bad link still shows frames; unknown keys are dropped.
 */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const page = raw.page;
  return withoutUnset({
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
  });
}

/** The filters a shopper can clear, in the order the chips show them. */
export const LISTING_FILTER_KEYS = [
  'q',
  'material',
  'frameMaterial',
  'shape',
  'min',
  'max',
  'newArrival',
  'offer',
] as const;

/**
 * The frames.list input, derived from its schema (a type-only import: no zod in the bundle),
 * so a renamed or retyped key fails every place that builds one.
 */
export type FrameListInput = z.input<typeof frameListQuery>;

/**
 * The frames.list input for a listing URL. Only set keys are present, so the client and the
 * server build the same object and so the same query-cache key.
 */
export function listingQuery(search: ListingSearch): FrameListInput {
  const query: FrameListInput = { limit: FRAMES_PAGE_SIZE };
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

/** Home page rows: the same inputs on the client and in the server's inlined data. */
export const HOME_ROW_SIZE = 8;
export const NEW_ARRIVALS_QUERY = {
  limit: HOME_ROW_SIZE,
  isNewArrival: true,
} as const satisfies FrameListInput;
export const OFFERS_QUERY = {
  limit: HOME_ROW_SIZE,
  isOffer: true,
} as const satisfies FrameListInput;
/** Related frames on a product page: same product material, the newest few (self removed). */
export const relatedQuery = (materialId: number) =>
  ({ limit: 5, materialId }) as const satisfies FrameListInput;
