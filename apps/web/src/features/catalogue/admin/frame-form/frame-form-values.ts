import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import type { FrameFormInput, FrameInput } from '@frameshop/contracts/catalogue/schemas';
import type { DefaultValues, FieldPath, UseFormReturn } from 'react-hook-form';
import type { RouterOutputs } from '../../../../lib/api-types';
import { toFormData } from '../../../../lib/form-data';

/** The sizes, materials and frame materials the form offers. */
export type CatalogueOptions = RouterOutputs['catalogue']['options'];

/** The frame form's values are the contract's input type; what it submits, its output. */
export type FrameFormControl = UseFormReturn<FrameFormInput, unknown, FrameInput>;
export type Variant = NonNullable<FrameFormInput['sizes']>[number];

/** The tabs of spec section 2, with the contract fields each one shows. */
export const FRAME_TABS = [
  {
    value: 'basic',
    label: 'Basic',
    fields: [
      'name',
      'basePrice',
      'colors',
      'description',
      'materialId',
      'frameMaterialId',
      'frameShape',
    ],
  },
  { value: 'sizes', label: 'Sizes', fields: ['sizes'] },
  { value: 'images', label: 'Images', fields: ['existingImages'] },
  {
    value: 'details',
    label: 'Details',
    fields: ['weight', 'origin', 'careInstruction', 'includes', 'isNewArrival', 'isOffer'],
  },
] as const satisfies readonly {
  value: string;
  label: string;
  fields: readonly (keyof FrameFormInput)[];
}[];
export type FrameTab = (typeof FRAME_TABS)[number]['value'];

const VARIANT_FIELDS = [
  'sizeId',
  'price',
  'offer_price',
  'total_qty',
] as const satisfies readonly (keyof Variant)[];

export const emptyFrameForm: DefaultValues<FrameFormInput> = {
  name: '',
  description: '',
  colors: [],
  origin: '',
  careInstruction: [],
  includes: [],
  isNewArrival: false,
  isOffer: false,
  sizes: [],
};

export function frameFormFrom(frame: FrameDto): FrameFormInput {
  return {
    name: frame.name,
    basePrice: frame.basePrice,
    description: frame.description,
    colors: frame.colors,
    materialId: frame.materialId,
    frameMaterialId: frame.frameMaterialId,
    frameShape: frame.frameShape,
    weight: frame.weight,
    origin: frame.origin,
    careInstruction: frame.careInstruction,
    includes: frame.includes,
    isNewArrival: frame.isNewArrival,
    isOffer: frame.isOffer,
    sizes: frame.frameSizes.map((v) => ({
      sizeId: v.sizeId,
      price: v.price,
      offer_price: v.offer_price,
      total_qty: v.total_qty,
    })),
    existingImages: frame.images.map((image) => image.imageId),
  };
}

/** A new size row: nothing chosen yet (NaN reads "required" to the contract, and shows empty). */
export function emptyVariant(): Variant {
  return { sizeId: Number.NaN, price: Number.NaN, offer_price: null, total_qty: Number.NaN };
}

/**
 * The multipart body of the legacy create/update routes: the contract's fields as text
 * (apps/server/src/rest/coerce.ts turns them back) and the new files under `images`.
 */
export function frameMultipart(values: FrameFormInput, files: readonly File[]): FormData {
  return toFormData(values, { images: files });
}

/** The form path a server problem names ("sizes.1.price"), if the form has that field. */
export function framePath(path: string): FieldPath<FrameFormInput> | null {
  const top = FRAME_TABS.flatMap((t) => t.fields).find((field) => field === path);
  if (top) return top;
  const nested = /^sizes\.(\d+)\.(\w+)$/.exec(path);
  const key = nested && VARIANT_FIELDS.find((k) => k === nested[2]);
  return nested && key ? (`sizes.${Number(nested[1])}.${key}` as const) : null;
}

/** Every message in an error subtree (a field, a size row, the whole list). */
export function messagesOf(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const own = 'message' in node && typeof node.message === 'string' ? [node.message] : [];
  const nested = Object.entries(node)
    .filter(([key]) => key !== 'ref' && key !== 'message')
    .flatMap(([, child]) => messagesOf(child));
  return [...new Set([...own, ...nested])];
}
