import { z } from 'zod';
import { rupeeAmount } from './money';
import { idParam, requiredId, requiredText } from './text';

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

export const catalogueMessages = {
  materialCreated: 'Material created!',
  materialUpdated: 'Material updated!',
  materialDeleted: 'Material deleted!',
  materialSaveFailed: 'Error saving material',
  materialDeleteFailed: 'Error deleting material',
  materialDeleteConfirm: 'Are you sure you want to delete this material?',
  frameMaterialCreated: 'Frame Material created!',
  frameMaterialUpdated: 'Frame Material updated!',
  frameMaterialDeleted: 'Frame Material deleted!',
  frameMaterialSaveFailed: 'Error saving frame material',
  frameMaterialDeleteFailed: 'Error deleting frame material',
  sizeCreated: 'Frame Size created!',
  sizeUpdated: 'Frame Size updated!',
  sizeDeleted: 'Frame Size deleted!',
  sizeSaveFailed: 'Error saving frame size',
  sizeDeleteFailed: 'Error deleting frame size',
  thicknessCreated: 'Thickness created!',
  thicknessUpdated: 'Thickness updated!',
  thicknessDeleted: 'Thickness deleted!',
  thicknessFetchFailed: 'Failed to fetch thicknesses',
  thicknessSaveFailed: 'Error saving thickness',
  thicknessDeleteFailed: 'Error deleting thickness',
  thicknessRequired: 'Thickness value is required',
  priceFetchFailed: 'Error fetching price data',
  fillAllFields: 'Please fill all fields',
  pricePositive: 'Price per square foot must be a positive number',
  priceRequired: 'Price per square foot is required',
  frameAdded: 'Frame added successfully!',
  frameUpdated: 'Frame updated successfully!',
  frameAddFailed: 'Failed to add frame: ',
  frameUpdateFailed: 'Failed to update frame: ',
  dropdownsFailed: 'Failed to load dropdown options',
  framesFetchFailed: 'Failed to fetch frames',
  frameDeleted: 'Frame deleted successfully',
  frameDeleteFailed: 'Failed to delete frame',
  frameNotFound: 'Frame not found',
} as const;

/** Messages of the price tables; the one-side table uses the same set with its own wording. */
export function priceMessages(kind: 'pair' | 'oneSide') {
  const subject = kind === 'pair' ? 'Price' : 'One-side round price per sqft';
  const object = kind === 'pair' ? 'price' : 'one-side round price per sqft';
  return {
    added: `${subject} added successfully`,
    updated: `${subject} updated successfully`,
    deleted: `${subject} deleted successfully`,
    addFailed: `Error adding ${object}`,
    updateFailed: `Error updating ${object}`,
    deleteFailed: `Error deleting ${object}`,
  };
}

// ---------------------------------------------------------------- inputs

export const nameInput = (label: string) => z.strictObject({ name: requiredText(label, 100) });

/** Inches with at most two decimals, as the size form's step 0.01 allows. */
export const inches = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .gt(0, `${label} must be greater than 0`)
    .max(1000, `${label} must be at most 1000 inches`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} can have at most two decimals`,
    });

export const sizeInput = z.strictObject({ width: inches('Width'), height: inches('Height') });

export const pricePerSqft = z.coerce
  .number({ error: 'Price per square foot is required' })
  .pipe(rupeeAmount)
  .refine((v) => v > 0, 'Price per square foot must be a positive number');

export const pairPriceInput = z.strictObject({
  materialId: idParam,
  frameMaterialId: idParam,
  pricePerSqft,
});
export const oneSidePriceInput = z.strictObject({ materialId: idParam, pricePerSqft });

/**
 * Multipart forms carry lists as JSON text and booleans as "true"/"false" (spec section 7),
 * so the frame schema accepts both forms; tRPC callers send the plain values.
 */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
const formBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])], {
    error: 'Must be true or false',
  })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const textList = (label: string, maxItems: number) =>
  z.preprocess(
    fromJsonText,
    z
      .array(requiredText(label, 200), { error: `${label} must be a list` })
      .max(maxItems, `At most ${maxItems} ${label.toLowerCase()} entries`),
  );

const positiveRupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .pipe(rupeeAmount)
    .refine((v) => v > 0, `${label} must be greater than 0`);

const quantity = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} is too large`);

export const frameVariantInput = z
  .object({
    sizeId: requiredId('Size'),
    price: positiveRupees('Size price'),
    offer_price: z
      .union([z.null(), z.literal(''), positiveRupees('Offer price')])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
    total_qty: quantity('Stock quantity'),
    // Accepted for the legacy client's sake; the server owns these counters (see frames.service).
    remained_qty: quantity('Remaining quantity').optional(),
    purchased_qty: quantity('Purchased quantity').optional(),
  })
  .refine((v) => v.offer_price === null || v.offer_price < v.price, {
    message: 'Offer price must be below the price',
    path: ['offer_price'],
  });

export const frameInput = z.strictObject({
  name: requiredText('Name', 150),
  basePrice: positiveRupees('Base price'),
  description: requiredText('Description', 5000),
  colors: textList('Colour', 20).refine((l) => l.length > 0, 'At least one colour is required'),
  materialId: idParam,
  frameMaterialId: idParam,
  frameShape: z.enum(FRAME_SHAPES, { error: 'Choose one of the frame shapes' }),
  weight: z.coerce
    .number({ error: 'Weight must be a number' })
    .min(0, 'Weight cannot be negative')
    .max(1000, 'Weight must be at most 1000 kg')
    .optional()
    .default(0),
  origin: z.string().trim().max(100).optional().default(''),
  careInstruction: textList('Care instruction', 20).optional().default([]),
  includes: textList('Included item', 20).optional().default([]),
  isNewArrival: formBool.optional().default(false),
  isOffer: formBool.optional().default(false),
  sizes: z
    .preprocess(
      fromJsonText,
      z
        .array(frameVariantInput, { error: 'Sizes must be a list' })
        .max(50, 'At most 50 sizes')
        .refine((list) => new Set(list.map((s) => s.sizeId)).size === list.length, {
          message: 'Each size can appear only once',
        }),
    )
    .optional()
    .default([]),
  /** On update: the ids of existing images to keep, in display order. */
  existingImages: z
    .preprocess(fromJsonText, z.array(idParam, { error: 'existingImages must be a list' }))
    .pipe(z.array(z.number()).max(20, 'At most 20 images'))
    .optional(),
});
export type FrameInput = z.output<typeof frameInput>;

export const FRAME_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type FrameSort = (typeof FRAME_SORTS)[number];

export const frameListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(FRAMES_PAGE_SIZE),
  search: z.string().trim().max(100).optional().default(''),
  materialId: idParam.optional(),
  frameMaterialId: idParam.optional(),
  frameShape: z.enum(FRAME_SHAPES).optional(),
  isNewArrival: z.boolean().optional(),
  isOffer: z.boolean().optional(),
  minPrice: z.coerce.number().min(0).optional(),
  maxPrice: z.coerce.number().min(0).optional(),
  sort: z.enum(FRAME_SORTS).optional().default('newest'),
});
export type FrameListQuery = z.output<typeof frameListQuery>;

// ---------------------------------------------------------------- outputs

export interface MaterialDto {
  materialId: number;
  materialName: string;
}
export interface FrameMaterialDto {
  frameMaterialId: number;
  materialName: string;
}
export interface SizeDto {
  sizeId: number;
  width: number;
  height: number;
  label: string;
}
export interface ThicknessDto {
  thicknessId: number;
  thicknessValue: string;
}
export interface PairPriceDto {
  materialId: number;
  frameMaterialId: number;
  materialName: string;
  frameMaterialName: string;
  pricePerSqft: number;
}
export interface OneSidePriceDto {
  materialId: number;
  materialName: string;
  pricePerSqft: number;
}
export interface FrameImageDto {
  imageId: number;
  /** Path relative to the API host, as the legacy client expects ("uploads/frames/…"). */
  imageUrl: string;
  /** The three widths, for srcset. */
  srcset: string;
}
export interface FrameVariantDto {
  frameSizeId: number;
  sizeId: number;
  size: SizeDto;
  price: number;
  offer_price: number | null;
  total_qty: number;
  remained_qty: number;
  purchased_qty: number;
}
export interface FrameSummaryDto {
  frameId: number;
  name: string;
  basePrice: number;
  frameShape: FrameShape;
  materialId: number;
  frameMaterialId: number;
  material: { materialName: string };
  frameMaterial: { materialName: string };
  isNewArrival: boolean;
  isOffer: boolean;
  averageRating: number;
  totalRatings: number;
  images: FrameImageDto[];
  createdAt: string;
}
export interface FrameDto extends FrameSummaryDto {
  description: string;
  colors: string[];
  weight: number;
  origin: string;
  careInstruction: string[];
  includes: string[];
  frameSizes: FrameVariantDto[];
  updatedAt: string;
}
export interface Pagination {
  page: number;
  limit: number;
  totalItems: number;
  totalPages: number;
}
export interface FramePage {
  data: FrameSummaryDto[];
  pagination: Pagination;
}

export function sizeLabel(width: number, height: number): string {
  return `${width}x${height}`;
}
