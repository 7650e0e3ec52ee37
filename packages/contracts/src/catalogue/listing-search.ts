import { z } from 'zod';
import {
  FRAME_SHAPES,
  FRAME_SORTS,
  FRAMES_PAGE_SIZE,
  type FrameShape,
  type FrameSort,
} from './constants';
import type { frameListQuery } from './schemas';

/**
 * The shop listing's state as it lives in the URL (/ProductListing?q=oak&shape=Oval&page=2):
 * TanStack Router validates the search params with this schema, and the server reads the same
 * URL with it to inline the first page's data. Each field falls back to "not set" when a
 * shared or hand-edited URL carries nonsense, so a bad link still shows frames.
 */
const optionalId = z.number().int().positive().max(2_147_483_647).optional().catch(undefined);
const optionalRupees = z.number().min(0).max(10_000_000).optional().catch(undefined);
const optionalFlag = z.boolean().optional().catch(undefined);

export const listingSearch = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  material: optionalId,
  frameMaterial: optionalId,
  shape: z.enum(FRAME_SHAPES).optional().catch(undefined),
  min: optionalRupees,
  max: optionalRupees,
  newArrival: optionalFlag,
  offer: optionalFlag,
  sort: z.enum(FRAME_SORTS).optional().catch(undefined),
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type ListingSearch = z.output<typeof listingSearch>;

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
 * The frames.list input for a listing URL. Only set keys are present, so the client and the
 * server build the same object and so the same query-cache key.
 */
export function listingQuery(search: ListingSearch): z.input<typeof frameListQuery> {
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

/** Home page rows: the same inputs on the client and in the server's inlined data. */
export const HOME_ROW_SIZE = 8;
export const NEW_ARRIVALS_QUERY = { limit: HOME_ROW_SIZE, isNewArrival: true } as const;
export const OFFERS_QUERY = { limit: HOME_ROW_SIZE, isOffer: true } as const;
/** Related frames on a product page: same product material, the newest few (self removed). */
export const relatedQuery = (materialId: number) => ({ limit: 5, materialId }) as const;
