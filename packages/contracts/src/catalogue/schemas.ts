import { z } from 'zod';
import { atLeastOnePaisa, rupeeAmount } from '../shared/money';
import { idParam, numberField, requiredId, requiredText } from '../shared/text';
import { FRAME_SHAPES, FRAME_SORTS, FRAMES_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/*
 * Input schemas take typed values (numbers, booleans, lists), never strings to coerce: what
 * the web app's tRPC calls infer from them is then the real type. The legacy REST adapters
 * turn path, query and multipart strings into these types before parsing (rest/coerce.ts).
 */

export const nameInput = (label: string) => z.strictObject({ name: requiredText(label, 100) });

/** Inches with at most two decimals, as the size form's step 0.01 allows. */
export const inches = (label: string) =>
  numberField(label)
    .refine(Number.isFinite, `${label} must be a number`)
    .gt(0, `${label} must be greater than 0`)
    .max(1000, `${label} must be at most 1000 inches`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} can have at most two decimals`,
    });

export const sizeInput = z.strictObject({ width: inches('Width'), height: inches('Height') });
export type SizeInput = z.input<typeof sizeInput>;

export const pricePerSqft = z
  .number({ error: 'Price per square foot is required' })
  .pipe(rupeeAmount)
  .refine(atLeastOnePaisa, 'Price per square foot must be a positive number');

export const pairPriceInput = z.strictObject({
  materialId: requiredId('Material'),
  frameMaterialId: requiredId('Frame material'),
  pricePerSqft,
});
export type PairPriceInput = z.input<typeof pairPriceInput>;
export const oneSidePriceInput = z.strictObject({
  materialId: requiredId('Material'),
  pricePerSqft,
});
export type OneSidePriceInput = z.input<typeof oneSidePriceInput>;

const textList = (label: string, maxItems: number) =>
  z
    .array(requiredText(label, 200), { error: `${label} must be a list` })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()} entries`);

const positiveRupees = (label: string) =>
  numberField(label).pipe(rupeeAmount).refine(atLeastOnePaisa, `${label} must be greater than 0`);

const quantity = (label: string) =>
  numberField(label)
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} is too large`);

/** One size of a frame. Strict: a misspelt or renamed field is a 400, never silently dropped. */
export const frameVariantInput = z
  .strictObject({
    sizeId: requiredId('Size'),
    price: positiveRupees('Size price'),
    offer_price: z
      .union([z.null(), positiveRupees('Offer price')])
      .optional()
      .transform((v) => v ?? null),
    total_qty: quantity('Stock quantity'),
    // Read-only: accepted for the legacy client's sake and ignored. Answers compute them from
    // the stock ledger (decision 0016); only total_qty moves stock.
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
  materialId: requiredId('Product material'),
  frameMaterialId: requiredId('Frame material'),
  frameShape: z.enum(FRAME_SHAPES, { error: 'Choose one of the frame shapes' }),
  weight: numberField('Weight')
    .min(0, 'Weight cannot be negative')
    .max(1000, 'Weight must be at most 1000 kg')
    .optional()
    .default(0),
  origin: z.string().trim().max(100).optional().default(''),
  careInstruction: textList('Care instruction', 20).optional().default([]),
  includes: textList('Included item', 20).optional().default([]),
  isNewArrival: z.boolean({ error: 'Must be true or false' }).optional().default(false),
  isOffer: z.boolean({ error: 'Must be true or false' }).optional().default(false),
  sizes: z
    .array(frameVariantInput, { error: 'Sizes must be a list' })
    .max(50, 'At most 50 sizes')
    .refine((list) => new Set(list.map((s) => s.sizeId)).size === list.length, {
      message: 'Each size can appear only once',
    })
    .optional()
    .default([]),
  /** On update: the ids of existing images to keep, in display order. */
  existingImages: z
    .array(idParam, { error: 'existingImages must be a list' })
    .max(20, 'At most 20 images')
    .optional(),
});
/** What a frame form sends (tRPC, or the multipart route field by field). */
export type FrameFormInput = z.input<typeof frameInput>;
export type FrameInput = z.output<typeof frameInput>;

export const frameListQuery = z.strictObject({
  page: z.number().int().min(1).max(100_000).optional().default(1),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(FRAMES_PAGE_SIZE),
  search: z.string().trim().max(100).optional().default(''),
  materialId: idParam.optional(),
  frameMaterialId: idParam.optional(),
  frameShape: z.enum(FRAME_SHAPES).optional(),
  isNewArrival: z.boolean().optional(),
  isOffer: z.boolean().optional(),
  minPrice: z.number().min(0).optional(),
  maxPrice: z.number().min(0).optional(),
  sort: z.enum(FRAME_SORTS).optional().default('newest'),
});
export type FrameListQuery = z.output<typeof frameListQuery>;

/** What the shopper has typed so far in the shop's search box; the answer is a few frames. */
export const frameSuggestQuery = z.strictObject({
  q: z.string().trim().max(100),
});

export const quoteInput = z.strictObject({
  widthIn: z.number().gt(0, 'Width must be greater than 0').max(1000),
  heightIn: z.number().gt(0, 'Height must be greater than 0').max(1000),
  shape: z.enum(FRAME_SHAPES, { error: 'Choose one of the frame shapes' }),
  materialId: requiredId('Material'),
  frameMaterialId: requiredId('Frame material'),
});
