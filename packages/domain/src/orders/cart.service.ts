import { pairKey, QuoteError, quoteCustomFrame } from '@frameshop/contracts/catalogue/quote';
import { COUPON_MESSAGES } from '@frameshop/contracts/coupons/messages';
import {
  type CartLine,
  type CartProblem,
  type CustomLine,
  cartInput,
  type PricedCart,
  type PricedCartLine,
  type ReadyMadeLine,
} from '@frameshop/contracts/orders/cart';
import { MAX_LINE_QUANTITY } from '@frameshop/contracts/orders/cart-limits';
import type { CodOption } from '@frameshop/contracts/orders/fulfilment';
import { CART_MESSAGES, FULFILMENT_MESSAGES } from '@frameshop/contracts/orders/messages';
import { photoPreviewPath } from '@frameshop/contracts/orders/photos';
import {
  discountedTotals,
  type PricingRules,
  shippingFor,
  unitPricePaise,
} from '@frameshop/contracts/orders/pricing';
import { effectiveDpi, printQuality } from '@frameshop/contracts/orders/print-quality';
import { paiseToRupees, rupeesToPaise } from '@frameshop/contracts/shared/money';
import type { CustomPhotoRow } from '@frameshop/db/schema';
import {
  type AttributeNames,
  attributeNames,
  currentPriceTables,
  type SellableVariant,
  sellableVariants,
  variantKey,
} from '../catalogue/sellable.published';
import { type PricedCoupon, quoteCoupon } from '../coupons/coupons.published';
import { actingUserId, personOf, type ServiceContext } from '../shared/context';
import type { Db } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { me } from '../users/auth.service';
import { codOption } from './cod';
import { currentCodSettings } from './fulfilment.service';
import { photosByKey } from './photos.repository';

/**
 * Prices a cart on every view: current unit and offer prices, stock, custom quotes, line
 * totals, shipping and the GST included, with a problem per line the shopper should see.
 * Public and never cached: the answer depends on live prices and stock. Lines for the same
 * variant share its stock (counted in cart order), as the order will.
 */
export const priceCart = defineUseCase({
  name: 'cart.price',
  access: 'public',
  kind: 'query',
  input: cartInput,
  async handler(ctx, { lines, couponCode }): Promise<PricedCart> {
    const { priced } = await priceLines(ctx.db, lines, ctx.limits.maxLineQuantity);
    const subtotalPaise = priced.reduce((sum, l) => sum + rupeesToPaise(l.lineTotal), 0);
    const looksUp = Boolean(couponCode) && priced.length > 0;
    // Over the look-up budget, every code (a real one too) answers the same: the cart is priced
    // without it and says to wait, so a guesser learns nothing and a shopper keeps the cart.
    const allowed = looksUp ? await codeLookupAllowed(ctx) : false;
    const coupon: PricedCoupon | null = !looksUp
      ? null
      : allowed
        ? await quoteCoupon(
            ctx.db,
            couponCode as string,
            actingUserId(ctx.actor),
            couponFacts(ctx.now(), lines, priced, subtotalPaise, ctx.pricing),
          )
        : { ok: false, message: COUPON_MESSAGES.tooManyTries };
    const totals = discountedTotals(
      subtotalPaise,
      coupon?.ok
        ? { goodsPaise: coupon.goodsDiscountPaise, shippingPaise: coupon.shippingDiscountPaise }
        : { goodsPaise: 0, shippingPaise: 0 },
      ctx.pricing,
    );
    return {
      lines: priced,
      itemCount: priced.reduce((n, l) => n + l.quantity, 0),
      subtotal: paiseToRupees(totals.subtotalPaise),
      shipping: paiseToRupees(totals.shippingPaise),
      gst: paiseToRupees(totals.gstPaise),
      gstRatePercent: ctx.pricing.gstRatePercent,
      grandTotal: paiseToRupees(totals.grandTotalPaise),
      freeShippingFrom: paiseToRupees(ctx.pricing.freeShippingFromPaise),
      canCheckout: priced.length > 0 && priced.every((l) => !l.problem?.blocking),
      discount: paiseToRupees(totals.discountPaise),
      coupon: coupon?.ok ? { code: coupon.code, kind: coupon.kind, label: coupon.label } : null,
      couponMessage: coupon && !coupon.ok ? coupon.message : null,
      cod: await codFor(ctx, totals.grandTotalPaise),
    };
  },
});

/**
 * What the cart says about paying on delivery: a signed-in shopper whose e-mail is not verified
 * is told before checkout, in the words placing would refuse with (decision 0022).
 */
async function codFor(ctx: ServiceContext, totalPaise: number): Promise<CodOption> {
  const option = codOption(
    totalPaise,
    await currentCodSettings(ctx.db),
    ctx.pricing.gstRatePercent,
  );
  if (!option.offered) return option;
  const account = await me.run(ctx, undefined);
  if (!account || account.emailVerified) return option;
  return { ...option, offered: false, reason: FULFILMENT_MESSAGES.codNeedsVerifiedEmail };
}

/**
 * Counts one discount-code look-up against the caller's IP (/64) and, when signed in, their
 * account from any IP (the `coupon` throttle: decision 0022). Throws 429 over the budget.
 */
export function countCodeLookup(ctx: ServiceContext): Promise<void> {
  const person = personOf(ctx.actor);
  return ctx.throttle.attempt('coupon', ctx.ip, person ? `user:${person.userId}` : '');
}

async function codeLookupAllowed(ctx: ServiceContext): Promise<boolean> {
  try {
    await countCodeLookup(ctx);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return false;
    throw error;
  }
}

/**
 * What a discount code's rules read of a priced cart: each line's kind, frame and value (an
 * unpriced line is worth nothing), the subtotal and the shipping it would pay.
 */
export function couponFacts(
  now: number,
  lines: readonly CartLine[],
  priced: readonly PricedCartLine[],
  subtotalPaise: number,
  pricing: PricingRules,
) {
  return {
    now,
    lines: lines.map((line, i) => ({
      kind: line.kind,
      frameId: line.kind === 'ready' ? line.frameId : null,
      totalPaise: rupeesToPaise((priced[i] as PricedCartLine).lineTotal),
    })),
    subtotalPaise,
    shippingPaise: shippingFor(subtotalPaise, pricing),
  };
}

/** What pricing a list of lines read, for the order that snapshots them. */
export interface PricedLines {
  priced: PricedCartLine[];
  /** The ready-made lines' variants, by variantKey. */
  variants: Map<string, SellableVariant>;
  /** Set when a custom line exists. */
  names: AttributeNames | null;
}

/**
 * Prices lines from the tables (never the cache): the cart's rules, shared by `cart.price`
 * and placing an order (which runs it inside its transaction, with `db` the transaction).
 * `maxLineQuantity` is the configured units of one item per order (lines of one size together).
 */
export async function priceLines(
  db: Db,
  lines: readonly CartLine[],
  maxLineQuantity: number,
): Promise<PricedLines> {
  const ready = lines.filter((l): l is ReadyMadeLine => l.kind === 'ready');
  const custom = lines.filter((l): l is CustomLine => l.kind === 'custom');
  const variants: Map<string, SellableVariant> =
    ready.length > 0 ? await sellableVariants(db, ready) : new Map();
  const customData =
    custom.length > 0
      ? {
          tables: await currentPriceTables(db),
          names: await attributeNames(db),
          photos: await photosByKey(db, [...new Set(custom.map((l) => l.photoKey))]),
        }
      : null;

  const claimed = new Map<number, number>();
  const priced = lines.map((line, index): PricedCartLine => {
    if (line.kind === 'ready') {
      return priceReadyLine(
        line,
        index,
        variants.get(variantKey(line.frameId, line.sizeId)),
        claimed,
        maxLineQuantity,
      );
    }
    // customData is set whenever a custom line exists.
    const custom = priceCustomLine(line, index, customData as NonNullable<typeof customData>);
    return line.quantity > maxLineQuantity && !custom.problem?.blocking
      ? { ...custom, problem: tooMany(maxLineQuantity) }
      : custom;
  });
  return { priced, variants, names: customData?.names ?? null };
}

const blocking = (code: CartProblem['code'], message: string): CartProblem => ({
  code,
  message,
  blocking: true,
});

/** Hoarding is bounded (issue 19): more than the configured units of one item. */
const tooMany = (max: number) => blocking('too_many', CART_MESSAGES.tooMany(max));

/** "Price changed from ₹X to ₹Y" when the shopper last saw another price; not blocking. */
function priceChange(line: CartLine, unitPaise: number): CartProblem | null {
  if (line.seenUnitPrice === undefined) return null;
  const seenPaise = rupeesToPaise(line.seenUnitPrice);
  if (seenPaise === unitPaise) return null;
  return {
    code: 'price_changed',
    message: CART_MESSAGES.priceChanged(line.seenUnitPrice, paiseToRupees(unitPaise)),
    blocking: false,
  };
}

function unpriced(
  line: CartLine,
  index: number,
  title: string,
  problem: CartProblem,
  rest: Partial<PricedCartLine> = {},
): PricedCartLine {
  return {
    index,
    kind: line.kind,
    title,
    image: null,
    details: [],
    unitPrice: null,
    originalUnitPrice: null,
    quantity: line.quantity,
    maxQuantity: null,
    lineTotal: 0,
    quote: null,
    problem,
    ...rest,
  };
}

function priceReadyLine(
  line: ReadyMadeLine,
  index: number,
  variant: SellableVariant | undefined,
  claimed: Map<number, number>,
  maxLineQuantity: number,
): PricedCartLine {
  if (!variant?.live) {
    return unpriced(
      line,
      index,
      variant?.frameName ?? 'Frame',
      blocking('unavailable', CART_MESSAGES.unavailable),
      {
        image: variant?.image ?? null,
      },
    );
  }
  const unitPaise = unitPricePaise(variant);
  // Earlier lines of the same variant take their share of its stock first.
  const before = claimed.get(variant.frameSizeId) ?? 0;
  claimed.set(variant.frameSizeId, before + line.quantity);
  const left = Math.max(0, variant.remaining - before);
  const problem =
    before + line.quantity > maxLineQuantity
      ? tooMany(maxLineQuantity)
      : line.quantity > left
        ? blocking('short', CART_MESSAGES.short(left))
        : priceChange(line, unitPaise);
  return {
    index,
    kind: 'ready',
    title: variant.frameName,
    image: variant.image,
    details: [{ label: 'Size', value: `${variant.sizeLabel} in` }],
    unitPrice: paiseToRupees(unitPaise),
    originalUnitPrice: variant.offerPricePaise === null ? null : paiseToRupees(variant.pricePaise),
    quantity: line.quantity,
    maxQuantity: Math.min(left, MAX_LINE_QUANTITY),
    lineTotal: paiseToRupees(unitPaise * line.quantity),
    quote: null,
    problem,
  };
}

function priceCustomLine(
  line: CustomLine,
  index: number,
  data: {
    tables: Awaited<ReturnType<typeof currentPriceTables>>;
    names: AttributeNames;
    photos: Map<string, CustomPhotoRow>;
  },
): PricedCartLine {
  const title = `Custom frame · ${line.widthIn}x${line.heightIn} in`;
  const photo = data.photos.get(line.photoKey);
  const details = customDetails(line, data.names);
  if (!photo)
    return unpriced(line, index, title, blocking('photo_gone', CART_MESSAGES.photoGone), {
      details,
    });
  const image = photoPreviewPath(line.photoKey);
  const rest = { image, details, maxQuantity: MAX_LINE_QUANTITY };
  if (!cropFits(line, photo)) {
    return unpriced(line, index, title, blocking('crop', CART_MESSAGES.badCrop), rest);
  }
  const quality = printQuality(
    effectiveDpi(line.crop, { widthIn: line.widthIn, heightIn: line.heightIn }).effective,
  );
  if (quality.level === 'blocked') {
    return unpriced(line, index, title, blocking('low_resolution', quality.message), rest);
  }
  if (!data.names.thicknesses.has(line.thicknessId) || !sizeMatches(line, data.names)) {
    return unpriced(line, index, title, blocking('unavailable', CART_MESSAGES.unavailable), rest);
  }
  try {
    const quote = quoteCustomFrame(
      {
        widthIn: line.widthIn,
        heightIn: line.heightIn,
        shape: line.shape,
        materialId: line.materialId,
        frameMaterialId: line.frameMaterialId,
      },
      data.tables,
    );
    const oneSide =
      quote.ratePaisePerSqFt -
      (data.tables.pairs.get(pairKey(line.materialId, line.frameMaterialId)) ?? 0);
    return {
      index,
      kind: 'custom',
      title,
      image,
      details,
      unitPrice: paiseToRupees(quote.pricePaise),
      originalUnitPrice: null,
      quantity: line.quantity,
      maxQuantity: MAX_LINE_QUANTITY,
      lineTotal: paiseToRupees(quote.pricePaise * line.quantity),
      quote: {
        areaSqFt: Math.round(quote.areaSqFt * 10_000) / 10_000,
        ratePerSqft: paiseToRupees(quote.ratePaisePerSqFt),
        oneSideRoundPerSqft: oneSide > 0 ? paiseToRupees(oneSide) : null,
      },
      problem: priceChange(line, quote.pricePaise),
    };
  } catch (error) {
    if (!(error instanceof QuoteError)) throw error;
    const code = error.reason === 'shape_needs_square' ? 'shape' : 'no_price';
    return unpriced(line, index, title, blocking(code, error.message), rest);
  }
}

/**
 * The crop lies inside the photo and has the print's shape: a stretched crop would print
 * distorted. Whole pixels allow a little slack (2%, or two pixels on the short side).
 */
function cropFits(line: CustomLine, photo: CustomPhotoRow): boolean {
  const { crop } = line;
  if (crop.x + crop.width > Number(photo.width) || crop.y + crop.height > Number(photo.height)) {
    return false;
  }
  const printAspect = line.widthIn / line.heightIn;
  const cropAspect = crop.width / crop.height;
  const slack = Math.max(0.02, 2 / Math.min(crop.width, crop.height));
  return Math.abs(cropAspect / printAspect - 1) <= slack;
}

/** A catalogue size named by a custom line exists and is the line's size, either way round. */
function sizeMatches(line: CustomLine, names: AttributeNames): boolean {
  if (line.sizeId === undefined) return true;
  const size = names.sizes.get(line.sizeId);
  if (!size) return false;
  const { widthIn: w, heightIn: h } = line;
  return (size.width === w && size.height === h) || (size.width === h && size.height === w);
}

/** What the shopper chose, in words. Instructions never change a price: the cart shows its own. */
function customDetails(line: CustomLine, names: AttributeNames): PricedCartLine['details'] {
  return [
    { label: 'Size', value: `${line.widthIn}x${line.heightIn} in` },
    { label: 'Shape', value: line.shape },
    { label: 'Material', value: names.materials.get(line.materialId) ?? 'Unknown' },
    { label: 'Frame material', value: names.frameMaterials.get(line.frameMaterialId) ?? 'Unknown' },
    { label: 'Thickness', value: names.thicknesses.get(line.thicknessId) ?? 'Unknown' },
  ];
}
