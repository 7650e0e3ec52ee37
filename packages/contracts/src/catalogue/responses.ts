import { z } from 'zod';
import { FRAME_SHAPES } from './constants';
import type {
  FrameDto,
  FrameImageDto,
  FrameMaterialDto,
  FramePage,
  FrameSuggestions,
  FrameSummaryDto,
  FrameVariantDto,
  MaterialDto,
  SizeDto,
  ThicknessDto,
} from './dtos';

/** The REST answers of the catalogue paths, as the OpenAPI document states them. */
export const sizeSchema = z.strictObject({
  sizeId: z.number().int(),
  width: z.number(),
  height: z.number(),
  label: z.string(),
}) satisfies z.ZodType<SizeDto>;

export const paginationSchema = z.strictObject({
  page: z.number().int(),
  limit: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});

const frameImageSchema = z.strictObject({
  imageId: z.number().int(),
  imageUrl: z.string(),
  srcset: z.string(),
}) satisfies z.ZodType<FrameImageDto>;

const frameVariantSchema = z.strictObject({
  frameSizeId: z.number().int(),
  sizeId: z.number().int(),
  size: sizeSchema,
  price: z.number(),
  offer_price: z.number().nullable(),
  total_qty: z.number().int(),
  remained_qty: z.number().int(),
  purchased_qty: z.number().int(),
}) satisfies z.ZodType<FrameVariantDto>;

const frameSummaryShape = {
  frameId: z.number().int(),
  name: z.string(),
  basePrice: z.number(),
  frameShape: z.enum(FRAME_SHAPES),
  materialId: z.number().int(),
  frameMaterialId: z.number().int(),
  material: z.strictObject({ materialName: z.string() }),
  frameMaterial: z.strictObject({ materialName: z.string() }),
  isNewArrival: z.boolean(),
  isOffer: z.boolean(),
  averageRating: z.number(),
  totalRatings: z.number().int(),
  images: z.array(frameImageSchema),
  createdAt: z.string(),
  fromPrice: z.number(),
  fromOriginalPrice: z.number().nullable(),
  stock: z.number().int(),
};
export const frameSummarySchema = z.strictObject(
  frameSummaryShape,
) satisfies z.ZodType<FrameSummaryDto>;

export const frameSchema = z.strictObject({
  ...frameSummaryShape,
  description: z.string(),
  colors: z.array(z.string()),
  weight: z.number(),
  origin: z.string(),
  careInstruction: z.array(z.string()),
  includes: z.array(z.string()),
  frameSizes: z.array(frameVariantSchema),
  updatedAt: z.string(),
}) satisfies z.ZodType<FrameDto>;

export const framePageSchema = z.strictObject({
  data: z.array(frameSummarySchema),
  pagination: paginationSchema,
  searchedFor: z.string().optional(),
}) satisfies z.ZodType<FramePage>;

export const frameSuggestionsSchema = z.strictObject({
  suggestions: z.array(
    z.strictObject({
      frameId: z.number().int(),
      name: z.string(),
      fromPrice: z.number(),
      materialName: z.string(),
      image: z.string().nullable(),
    }),
  ),
  searchedFor: z.string().optional(),
}) satisfies z.ZodType<FrameSuggestions>;

export const frameResponse = z.strictObject({ data: frameSchema });
export const frameSavedResponse = z.strictObject({ message: z.string(), data: frameSchema });
export const frameDeletedResponse = z.strictObject({ message: z.string(), archived: z.boolean() });

/** The named attributes as the legacy paths send them. */
export const materialSchema = z.strictObject({
  materialId: z.number().int(),
  materialName: z.string(),
}) satisfies z.ZodType<MaterialDto>;
export const frameMaterialSchema = z.strictObject({
  frameMaterialId: z.number().int(),
  materialName: z.string(),
}) satisfies z.ZodType<FrameMaterialDto>;
export const thicknessSchema = z.strictObject({
  thicknessId: z.number().int(),
  thicknessValue: z.string(),
}) satisfies z.ZodType<ThicknessDto>;

export const sizesResponse = z.strictObject({ sizes: z.array(sizeSchema) });
export const sizeSavedResponse = z.strictObject({ message: z.string(), data: sizeSchema });
/** Material name → frame material name → price per square foot. */
export const pairPriceTableResponse = z.record(z.string(), z.record(z.string(), z.number()));
/** Material name → price per square foot. */
export const oneSidePriceTableResponse = z.record(z.string(), z.number());
