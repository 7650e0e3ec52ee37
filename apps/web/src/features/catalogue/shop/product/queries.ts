/*
 * What the product page asks the server, shared with its route loader so a prefetch fills the
 * very cache entry the page reads. No components and no schema imports here (zod included): a
 * route's loader is not code-split, so whatever this file imports lands in the shop's
 * first-load bundle.
 */
import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';

/** The page's reviews come 10 at a time (the server's REVIEWS_PAGE_SIZE, spec section 9). */
export const PRODUCT_REVIEWS_PAGE_SIZE = 10;

/** `/Singleproduct/12` → 12; anything that is not a whole positive id ("abc", "1.5") → null. */
export function parseFrameId(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** One page of a frame's reviews, newest first. The same object on the loader and the page. */
export function reviewsPageInput(frameId: number, page: number) {
  return { frameId, page, limit: PRODUCT_REVIEWS_PAGE_SIZE };
}

/**
 * How the page and its loader ask for a frame: a 404 (archived or unknown) is an answer, not
 * worth a retry, and an error the loader already got is shown rather than fetched on mount.
 */
export const FRAME_QUERY = {
  retry: (failures: number, error: { data?: { httpStatus?: number } | null }) =>
    error.data?.httpStatus !== 404 && failures < 1,
  retryOnMount: false,
} as const;

const DESCRIPTION_LENGTH = 155;

/** The first ~155 characters of a text, cut at a word, with an ellipsis when cut. */
export function snippet(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

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
