/** Spec section 3: the seven fixed shapes, in their numbered order. The name is stored. */
export const FRAME_SHAPES = [
  'Four Corner Round',
  'Square',
  'Rectangle',
  'Oval',
  'Round',
  'Top Round',
  'Bottom Round',
] as const;
export type FrameShape = (typeof FRAME_SHAPES)[number];

/** Shapes whose quote adds the material's one-side-round price per square foot. */
export const ONE_SIDE_ROUND_SHAPES: readonly FrameShape[] = ['Top Round', 'Bottom Round'];

/**
 * Shapes made only with equal sides: a Square frame on a 12 x 18 print is a Rectangle and a
 * Round one is an Oval, so the workshop could not make what the shopper saw.
 */
export const SQUARE_ONLY_SHAPES: readonly FrameShape[] = ['Square', 'Round'];
export const needsSquareSize = (shape: FrameShape) =>
  `${shape} frames need equal width and height: choose a square size or another shape`;

/** Spec section 9: frame and news admin lists show 12 per page. */
export const FRAMES_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/** Per-route upload limits for frame images (checked by the multipart parser, not the UI). */
export const FRAME_IMAGE_LIMITS = {
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 10,
  /** Text fields plus files; a frame form has about fifteen fields. */
  maxParts: 40,
} as const;

export const FRAME_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type FrameSort = (typeof FRAME_SORTS)[number];
