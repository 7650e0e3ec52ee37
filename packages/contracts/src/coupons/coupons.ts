import { z } from 'zod';
import { atLeastOnePaisa, rupeeAmount } from '../shared/money';
import { idParam } from '../shared/text';

/**
 * Discount codes (issue 23): what an admin sends and reads. Money is spoken in rupees with two
 * decimals like every other route (/api/order/create, frames); it is stored in paise.
 * Dates are ISO 8601 with an offset; the admin screen sends IST (+05:30).
 */

export const COUPON_KINDS = ['percent', 'amount', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_SCOPES = ['all', 'frames', 'custom'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

export const COUPON_CODE_MAX = 32;
/** Letters, digits, '-' and '_': what a shopper can type from a poster without doubt. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A code as typed: trimmed and upper-cased, so 'diwali10' and 'DIWALI10' are one code. */
export const couponCode = z
  .string({ error: 'Code is required' })
  .trim()
  .min(3, 'Code must be at least 3 characters')
  .max(COUPON_CODE_MAX, `Code must be at most ${COUPON_CODE_MAX} characters`)
  .regex(COUPON_CODE_PATTERN, 'Use only letters, digits, - and _')
  .transform((c) => c.toUpperCase());

/** What a shopper types in the cart: any text (the server answers 'This code is not valid'). */
export const enteredCouponCode = z
  .string()
  .trim()
  .max(COUPON_CODE_MAX, 'This code is not valid')
  .transform((c) => c.toUpperCase());

const when = z.iso
  .datetime({ offset: true, error: 'Use a date and time like 2026-12-01T00:00:00+05:30' })
  .nullable()
  .optional();

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} is too large`)
    .nullable()
    .optional();

const couponFields = z.strictObject({
  code: couponCode,
  kind: z.enum(COUPON_KINDS, { error: "Kind must be 'percent', 'amount' or 'free_shipping'" }),
  /** Percent (1 to 100) or rupees; ignored (0) for free shipping. */
  value: z
    .number({ error: 'Value must be a number' })
    .min(0, 'Value cannot be negative')
    .max(10_000_000, 'Value is too large'),
  minSubtotal: rupeeAmount.optional().default(0),
  startsAt: when,
  endsAt: when,
  maxUses: limit('Total uses'),
  maxUsesPerAccount: limit('Uses per account'),
  appliesTo: z
    .enum(COUPON_SCOPES, { error: "Applies to must be 'all', 'frames' or 'custom'" })
    .optional()
    .default('all'),
  frameIds: z.array(idParam).max(200, 'At most 200 frames').optional().default([]),
  paused: z.boolean().optional().default(false),
});

type Fields = z.output<typeof couponFields>;

/** The rules across fields, shared by create and update. */
function checkFields(f: Fields, ctx: z.RefinementCtx) {
  if (f.kind === 'percent' && (!Number.isInteger(f.value) || f.value < 1 || f.value > 100)) {
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'A percent must be a whole number from 1 to 100',
    });
  }
  if (f.kind === 'amount') {
    if (!atLeastOnePaisa(f.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The amount must be more than ₹0' });
    else if (Math.abs(f.value * 100 - Math.round(f.value * 100)) > 1e-6) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Amount can have at most two decimals',
      });
    }
  }
  if (f.appliesTo === 'frames' && f.frameIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['frameIds'], message: 'Choose at least one frame' });
  }
  if (f.startsAt && f.endsAt && Date.parse(f.endsAt) <= Date.parse(f.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  }
  if (f.maxUses && f.maxUsesPerAccount && f.maxUsesPerAccount > f.maxUses) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxUsesPerAccount'],
      message: 'Uses per account cannot exceed total uses',
    });
  }
}

export const createCouponInput = couponFields.superRefine(checkFields);
export type CreateCouponInput = z.input<typeof createCouponInput>;
export type CouponFields = z.output<typeof createCouponInput>;

export const couponIdInput = z.strictObject({ id: idParam });

/** An update sends the whole code as the form shows it, with the id. */
export const updateCouponInput = couponFields.extend({ id: idParam }).superRefine(checkFields);
export type UpdateCouponInput = z.input<typeof updateCouponInput>;

export const pauseCouponInput = z.strictObject({
  id: idParam,
  paused: z.boolean({ error: 'Paused must be true or false' }),
});

/** A code as the admin list shows it: uses and discount given come from the orders that used it. */
export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minSubtotal: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerAccount: z.number().int().nullable(),
  appliesTo: z.enum(COUPON_SCOPES),
  frameIds: z.array(z.number().int()),
  paused: z.boolean(),
  /** Orders paid or waiting for payment with this code. */
  uses: z.number().int(),
  /** Rupees taken off those orders. */
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CouponDto = z.infer<typeof couponSchema>;

/** The code the cart shows as applied, with what it took off. */
export interface AppliedCoupon {
  code: string;
  kind: CouponKind;
  /** 'Diwali: 10% off', in words for the discount line. */
  label: string;
}
