/*
 * What the product page asks the server, shared with its route loader so a prefetch fills the
 * very cache entry the page reads. No components and no schema imports here (zod included): a
 * route's loader is not code-split, so whatever this file imports lands in the shop's
 * first-load bundle.
 */
import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import { snippet } from '@frameshop/contracts/shared/page-meta';
import type { RouterInputs } from '../../../../lib/api-types';
import { NOT_FOUND_IS_AN_ANSWER } from '../../../../lib/not-found-query';

/** The page's reviews come 10 at a time (the server's REVIEWS_PAGE_SIZE, spec section 9). */
export const PRODUCT_REVIEWS_PAGE_SIZE = 10;

/** One page of a frame's reviews, newest first. The same object on the loader and the page. */
export function reviewsPageInput(
  frameId: number,
  page: number,
): RouterInputs['content']['reviews']['listForFrame'] {
  return { frameId, page, limit: PRODUCT_REVIEWS_PAGE_SIZE };
}

/** How the page and its loader ask for a frame (archived or unknown: a 404). */
export const FRAME_QUERY = NOT_FOUND_IS_AN_ANSWER;

/** What the route's head says about a frame: title, description, canonical URL, og:image. */
export interface ProductMeta {
  frameId: number;
  name: string;
  description: string;
  image: string | undefined;
}

export function productMeta(frame: FrameDto): ProductMeta {
  return {
    frameId: frame.frameId,
    name: frame.name,
    description: snippet(frame.description || frame.name),
    image: frame.images[0]?.imageUrl,
  };
}
