import type { CustomLine, PricedCartLine } from '@frameshop/contracts/orders/cart';
import { CART_MESSAGES, ORDER_MESSAGES as m } from '@frameshop/contracts/orders/messages';
import {
  type CheckoutInput,
  checkoutInput,
  legacyCheckoutInput,
  type OrderItemSnapshot,
  type ShopperOrderDto,
} from '@frameshop/contracts/orders/orders';
import { discountedTotals } from '@frameshop/contracts/orders/pricing';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { rupeesToPaise } from '@frameshop/contracts/shared/money';
import type { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { variantKey } from '../catalogue/sellable.published';
import { takeStockOrConflict } from '../catalogue/stock.published';
import { recordRedemption, redeemCoupon } from '../coupons/coupons.published';
import { type ServiceContext, shopper } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { lockAccount } from '../users/accounts.published';
import { me } from '../users/auth.service';
import { publishEvent } from '../webhooks/webhooks.published';
import { countCodeLookup, couponFacts, priceLines } from './cart.service';
import { admitCod, mailPlaced, withCodFee } from './cod';
import { addEvent } from './order-changes.published';
import { shopperOrder } from './order-read.published';
import { orderEventData } from './order-webhooks';
import * as orders from './orders.repository';
import { markOrdered } from './photos.repository';

/**
 * Orders (issue 11). Placing one prices every line from the tables inside its transaction,
 * reserves the pre-listed lines' stock with the catalogue's conditional decrement, marks the
 * custom lines' photos as ordered and writes the order with a snapshot of each item: all of it
 * or none. The shopper's side is in my-orders.service.ts, the admin's in
 * order-admin.service.ts, and every later change goes through order-changes.published.ts.
 */

type Checkout = z.output<typeof checkoutInput>;

async function place(ctx: ServiceContext, input: Checkout): Promise<ShopperOrderDto> {
  const person = shopper(ctx);
  // A code checked at placing counts as a look-up, as pricing one does (429 over the budget).
  if (input.couponCode) await countCodeLookup(ctx);
  const account = await me.run(ctx, undefined);
  if (!account) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  const now = ctx.now();
  const orderId = await ctx.db.transaction().execute(async (trx) => {
    // The account's row first: one shopper's concurrent orders queue here, so each counts the
    // unpaid orders the one before committed (the limit holds against a burst).
    if (!(await lockAccount(trx, person.userId))) {
      throw new AppError('UNAUTHORIZED', 'Please log in to continue');
    }
    if (input.paymentMethod === 'cod') {
      await admitCod(
        trx,
        ctx,
        { userId: person.userId, emailVerified: account.emailVerified },
        input.shipping.phone,
      );
    }
    const unpaid = await orders.countUnpaidOrders(trx, person.userId);
    if (unpaid >= ctx.limits.maxUnpaidOrders) {
      throw new AppError('CONFLICT', m.tooManyUnpaid(unpaid));
    }
    const { priced, variants, names } = await priceLines(
      trx,
      input.lines,
      ctx.limits.maxLineQuantity,
    );
    for (const line of priced) {
      if (line.problem?.code === 'too_many') {
        throw new AppError('CONFLICT', m.line(line.index + 1, line.title, line.problem.message));
      }
      // Stock is the conditional decrement's to decide (a 409 naming the line), not a read's.
      if (line.problem?.blocking && line.problem.code !== 'short') {
        // An expired photo says so in the cart's words; the others name the line.
        const message =
          line.problem.code === 'photo_gone'
            ? line.problem.message
            : m.line(line.index + 1, line.title, line.problem.message);
        throw new AppError('BAD_REQUEST', message);
      }
    }

    // Lines of one variant count together; variants in id order, so concurrent orders lock
    // rows in the same order on MySQL.
    const wanted = new Map<number, number>();
    for (const line of input.lines) {
      if (line.kind !== 'ready') continue;
      const variant = variants.get(variantKey(line.frameId, line.sizeId));
      if (!variant) continue; // refused above as unavailable
      wanted.set(variant.frameSizeId, (wanted.get(variant.frameSizeId) ?? 0) + line.quantity);
    }
    for (const frameSizeId of [...wanted.keys()].sort((a, b) => a - b)) {
      await takeStockOrConflict(
        trx,
        {
          frameSizeId,
          quantity: wanted.get(frameSizeId) as number,
          reason: 'order_reserve',
          actorUserId: person.userId,
          at: now,
        },
        ctx.webhooks.lowStockAt,
      );
    }

    const photoKeys = [
      ...new Set(
        input.lines.filter((l): l is CustomLine => l.kind === 'custom').map((l) => l.photoKey),
      ),
    ];
    if (photoKeys.length > 0 && (await markOrdered(trx, photoKeys, now)) < photoKeys.length) {
      throw new AppError('BAD_REQUEST', CART_MESSAGES.photoGone);
    }

    const unitPaise = (line: PricedCartLine) => rupeesToPaise(line.unitPrice as number);
    const subtotal = priced.reduce((sum, l) => sum + unitPaise(l) * l.quantity, 0);
    // The code's use is taken here, after the stock, so a refused code rolls all of it back.
    const coupon = input.couponCode
      ? await redeemCoupon(
          trx,
          input.couponCode,
          person.userId,
          couponFacts(now, input.lines, priced, subtotal, ctx.pricing),
        )
      : null;
    const discounted = discountedTotals(
      subtotal,
      {
        goodsPaise: coupon?.goodsDiscountPaise ?? 0,
        shippingPaise: coupon?.shippingDiscountPaise ?? 0,
      },
      ctx.pricing,
    );
    const cod = input.paymentMethod === 'cod';
    const totals = cod ? await withCodFee(trx, discounted, ctx.pricing.gstRatePercent) : discounted;
    const feePaise = totals.grandTotalPaise - discounted.grandTotalPaise;
    const hasPrelisted = wanted.size > 0;
    const { shipping } = input;
    const order = {
      userId: person.userId,
      email: account.email,
      firstName: shipping.firstName,
      lastName: shipping.lastName,
      address: shipping.address,
      apt: shipping.apt ?? null,
      city: shipping.city,
      state: shipping.state,
      postalCode: shipping.postalCode,
      phone: shipping.phone,
      subtotalPaise: totals.subtotalPaise,
      shippingPaise: totals.shippingPaise,
      gstPaise: totals.gstPaise,
      grandTotalPaise: totals.grandTotalPaise,
      gstRatePercent: ctx.pricing.gstRatePercent,
      couponCode: coupon?.code ?? null,
      discountPaise: totals.discountPaise,
      status: 1,
      paymentStatus: cod ? 'cod due' : 'awaiting payment',
      paymentMethod: cod ? 'cod' : 'phonepe',
      codFeePaise: feePaise,
      stockReserved: hasPrelisted ? 1 : 0,
      hasPrelisted: hasPrelisted ? 1 : 0,
      hasCustom: photoKeys.length > 0 ? 1 : 0,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    const id = await orders.insertOrder(trx, order);
    await orders.insertItems(
      trx,
      input.lines.map((line, position) => {
        const p = priced[position] as PricedCartLine;
        let snapshot: OrderItemSnapshot;
        let frameSizeId: number | null = null;
        if (line.kind === 'ready') {
          const v = variants.get(variantKey(line.frameId, line.sizeId));
          if (!v) throw new Error('unreachable: an unknown variant was refused above');
          frameSizeId = v.frameSizeId;
          snapshot = {
            productType: 'pre-listed',
            frameId: v.frameId,
            sizeId: v.sizeId,
            frameName: v.frameName,
            image: v.image,
            widthIn: v.widthIn,
            heightIn: v.heightIn,
            sizeLabel: v.sizeLabel,
          };
        } else {
          const n = names as NonNullable<typeof names>;
          snapshot = {
            productType: 'custom',
            photoKey: line.photoKey,
            crop: line.crop,
            widthIn: line.widthIn,
            heightIn: line.heightIn,
            sizeId: line.sizeId ?? null,
            materialId: line.materialId,
            material: n.materials.get(line.materialId) ?? 'Unknown',
            frameMaterialId: line.frameMaterialId,
            frameMaterial: n.frameMaterials.get(line.frameMaterialId) ?? 'Unknown',
            shape: line.shape,
            thicknessId: line.thicknessId,
            thickness: n.thicknesses.get(line.thicknessId) ?? 'Unknown',
            glassThickness: null,
            instructions: line.instructions || null,
            quote: p.quote ?? { areaSqFt: 0, ratePerSqft: 0, oneSideRoundPerSqft: null },
          };
        }
        return {
          orderId: id,
          position,
          productType: snapshot.productType,
          frameSizeId,
          frameId: snapshot.productType === 'pre-listed' ? snapshot.frameId : null,
          quantity: line.quantity,
          unitPricePaise: unitPaise(p),
          totalPaise: unitPaise(p) * line.quantity,
          discountPaise: coupon?.lineDiscounts[position] ?? 0,
          snapshot: JSON.stringify(snapshot),
        };
      }),
    );
    if (coupon) {
      await recordRedemption(trx, {
        couponId: coupon.couponId,
        orderId: id,
        userId: person.userId,
        discountPaise: totals.discountPaise,
        at: now,
      });
    }
    const withCode = coupon ? ` with code ${coupon.code}` : '';
    await addEvent(trx, ctx, id, {
      kind: 'placed',
      detail: cod
        ? `Order placed${withCode}, cash on delivery (${formatRupees(totals.grandTotalPaise / 100)} due)`
        : `Order placed${withCode}, awaiting payment`,
    });
    // The order's money and state, never the shopper's address or phone: an erased account's
    // orders are anonymised, and the log must not keep what erasure removes (decision 0023).
    await recordChange(trx, ctx, {
      entity: 'order',
      entityId: id,
      after: {
        status: order.status,
        paymentStatus: order.paymentStatus,
        paymentMethod: order.paymentMethod,
        subtotalPaise: order.subtotalPaise,
        shippingPaise: order.shippingPaise,
        gstPaise: order.gstPaise,
        discountPaise: order.discountPaise,
        codFeePaise: order.codFeePaise,
        grandTotalPaise: order.grandTotalPaise,
        couponCode: order.couponCode,
        lines: input.lines.length,
      },
    });
    // A COD order is placed now (a PhonePe one when paid): the shopper is told so at once.
    if (cod) await mailPlaced(trx, ctx, id);
    await publishEvent(trx, now, 'order.placed', {
      ...orderEventData({ ...order, orderId: id, refundedPaise: 0 }),
      lines: input.lines.length,
      units: input.lines.reduce((sum, l) => sum + l.quantity, 0),
    });
    return id;
  });
  return shopperOrder(ctx, orderId, person.userId);
}

/** Places an order for the signed-in shopper (tRPC `orders.place`). */
export const placeOrder = defineUseCase({
  name: 'orders.place',
  access: 'user',
  kind: 'mutation',
  input: checkoutInput,
  // Reserving stock changes the stock the cached catalogue list shows.
  invalidates: ['catalogue'],
  handler: (ctx, input) => place(ctx, input),
});

/** The same, from the legacy client's `{items, shipping}` (POST /api/order/create). */
export const placeOrderLegacy = defineUseCase({
  name: 'orders.placeLegacy',
  access: 'user',
  kind: 'mutation',
  input: legacyCheckoutInput,
  invalidates: ['catalogue'],
  handler: (ctx, input) => place(ctx, input),
});

export type { CheckoutInput };
