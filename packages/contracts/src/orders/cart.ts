import { z } from 'zod';
import { FRAME_SHAPES } from '../catalogue/constants';
import { enteredCouponCode } from '../coupons/coupons';
import { rupeeAmount } from '../shared/money';
import { idParam } from '../shared/text';
import type { CodOption } from './fulfilment';
import { PHOTO_KEY_PATTERN } from './photos';
import { CUSTOM_SIZE_LIMITS, isQuarterInch } from './print-quality';

export { CART_STORAGE_KEY, MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits';

import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits';

export const lineQuantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one item`);

/** The unit price the shopper last saw, so the server can say "Price changed from ₹X to ₹Y". */
const seenUnitPrice = rupeeAmount.optional();

export const readyMadeLine = z.strictObject({
  kind: z.literal('ready'),
  frameId: idParam,
  sizeId: idParam,
  quantity: lineQuantity,
  seenUnitPrice,
});

const customInches = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(CUSTOM_SIZE_LIMITS.minInches, `${label} must be at least ${CUSTOM_SIZE_LIMITS.minInches}"`)
    .max(CUSTOM_SIZE_LIMITS.maxInches, `${label} must be at most ${CUSTOM_SIZE_LIMITS.maxInches}"`)
    .refine(isQuarterInch, `${label} must be in steps of 0.25"`);

const pixels = z.number().int().min(0).max(100_000);

/** The crop on the original photo, in its pixels: a rectangle, never a new image. */
export const cropRect = z.strictObject({
  x: pixels,
  y: pixels,
  width: pixels.min(1),
  height: pixels.min(1),
});
export type CropRect = z.output<typeof cropRect>;

export const customLine = z.strictObject({
  kind: z.literal('custom'),
  photoKey: z.string().regex(PHOTO_KEY_PATTERN, 'Upload your photo again'),
  crop: cropRect,
  widthIn: customInches('Width'),
  heightIn: customInches('Height'),
  /** The catalogue size picked, when one was (the width and height are then its). */
  sizeId: idParam.optional(),
  materialId: idParam,
  frameMaterialId: idParam,
  shape: z.enum(FRAME_SHAPES, { error: 'Choose one of the frame shapes' }),
  thicknessId: idParam,
  instructions: z
    .string()
    .trim()
    .max(500, 'Instructions must be at most 500 characters')
    .optional(),
  quantity: lineQuantity,
  seenUnitPrice,
});

export const cartLine = z.discriminatedUnion('kind', [readyMadeLine, customLine], {
  error: 'Each cart line must be a ready-made or a custom frame',
});
export type CartLine = z.output<typeof cartLine>;
export type ReadyMadeLine = z.output<typeof readyMadeLine>;
export type CustomLine = z.output<typeof customLine>;

export const cartInput = z.strictObject({
  lines: z.array(cartLine).max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines in a cart`),
  /** One discount code (issue 23), priced by the server with the lines. */
  couponCode: enteredCouponCode.optional(),
});
export type CartInput = z.input<typeof cartInput>;

export type CartProblemCode =
  | 'unavailable'
  | 'short'
  | 'price_changed'
  | 'no_price'
  | 'shape'
  | 'photo_gone'
  | 'crop'
  | 'low_resolution'
  /** More of one item than one order may hold (MAX_LINE_QUANTITY, configurable). */
  | 'too_many';

export interface CartProblem {
  code: CartProblemCode;
  /** 'No longer available', 'Only 2 left', 'Price changed from ₹1,299.00 to ₹1,199.00'. */
  message: string;
  /** True when the line cannot be bought as it is (checkout waits until it is fixed). */
  blocking: boolean;
}

export interface PricedCartLine {
  /** Position in the request's lines. */
  index: number;
  kind: 'ready' | 'custom';
  title: string;
  /** Image to show: the frame's first image (path relative to the host) or the photo preview. */
  image: string | null;
  /** "12x18 in · Oak Classic"-style facts, label and value. */
  details: { label: string; value: string }[];
  /** Rupees. Null when the line cannot be priced (unavailable, or no price for a custom combination). */
  unitPrice: number | null;
  /** The price before the offer, when an offer applies. */
  originalUnitPrice: number | null;
  quantity: number;
  /** Most that can be bought now: remaining stock (ready-made) and the per-line limit; null when unpriced. */
  maxQuantity: number | null;
  lineTotal: number;
  /** For custom frames: how the price was made. */
  quote: {
    areaSqFt: number;
    ratePerSqft: number;
    oneSideRoundPerSqft: number | null;
  } | null;
  problem: CartProblem | null;
}

export interface PricedCart {
  lines: PricedCartLine[];
  itemCount: number;
  subtotal: number;
  shipping: number;
  gst: number;
  gstRatePercent: number;
  grandTotal: number;
  /** Subtotal from which shipping is free, for "Add ₹X more for free delivery". */
  freeShippingFrom: number;
  /** False while any line has a blocking problem. */
  canCheckout: boolean;
  /** Rupees the code takes off (0 without one); grandTotal is after it. */
  discount: number;
  /** The code as applied, or null (none sent, or refused: see couponMessage). */
  coupon: { code: string; kind: 'percent' | 'amount' | 'free_shipping'; label: string } | null;
  /** Why the code sent does not apply ('This code has expired'), or null. */
  couponMessage: string | null;
  /** Whether this cart may be paid in cash on delivery, its fee and total then (issue 23). */
  cod: CodOption;
}
