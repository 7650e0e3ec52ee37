import type { CustomLine, PricedCartLine } from '@frameshop/contracts/orders/cart';
import { CART_MESSAGES, ORDER_MESSAGES as m } from '@frameshop/contracts/orders/messages';
import {
  CANCEL_WINDOW_MS,
  CANCELLED_STATUS,
  type CheckoutInput,
  checkoutInput,
  legacyCheckoutInput,
  myOrdersInput,
  type OrderDto,
  type OrderItemSnapshot,
  type OrderPage,
  orderIdInput,
  orderListInput,
  SHIPPED_STATUS,
  setStatusInput,
  statusLabel,
} from '@frameshop/contracts/orders/orders';
import { totalsFor } from '@frameshop/contracts/orders/pricing';
import { rupeesToPaise } from '@frameshop/contracts/shared/money';
import { toNumber } from '@frameshop/db/rows';
import type { OrderRow } from '@frameshop/db/schema';
import type { z } from 'zod';
import { variantKey } from '../catalogue/sellable.service';
import { releaseStock, takeStockOrConflict } from '../catalogue/stock.service';
import { type Actor, personOf, type ServiceContext } from '../shared/context';
import type { Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { me } from '../users/auth.service';
import { priceLines } from './cart.service';
import { type OrderDetailDto, toEventDto, toOrderDto } from './order-dto';
import * as orders from './orders.repository';
import { markOrdered } from './photos.repository';

/**
 * Orders (issue 11). Placing one prices every line from the tables inside its transaction,
 * reserves the pre-listed lines' stock with the catalogue's conditional decrement, marks the
 * custom lines' photos as ordered and writes the order with a snapshot of each item: all of it
 * or none. An order holds its stock while `stockReserved` is set; releases and re-reservations
 * flip that flag with a conditional UPDATE first, so stock moves exactly once.
 */

type Checkout = z.output<typeof checkoutInput>;

function shopper(ctx: ServiceContext) {
  const person = personOf(ctx.actor);
  if (!person) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  return person;
}

function actorName(actor: Actor | null): string {
  if (!actor) return 'anonymous';
  if (actor.role === 'system') return actor.job;
  return actor.role === 'admin' ? 'admin' : 'shopper';
}

async function place(ctx: ServiceContext, input: Checkout): Promise<OrderDto> {
  const person = shopper(ctx);
  const account = await me.run(ctx, undefined);
  if (!account) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  const now = ctx.now();
  const orderId = await ctx.db.transaction().execute(async (trx) => {
    const { priced, variants, names } = await priceLines(trx, input.lines);
    for (const line of priced) {
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
      await takeStockOrConflict(trx, {
        frameSizeId,
        quantity: wanted.get(frameSizeId) as number,
        reason: 'order_reserve',
        actorUserId: person.userId,
        at: now,
      });
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
    const totals = totalsFor(subtotal, ctx.pricing);
    const hasPrelisted = wanted.size > 0;
    const { shipping } = input;
    const id = await orders.insertOrder(trx, {
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
      status: 1,
      paymentStatus: 'awaiting payment',
      stockReserved: hasPrelisted ? 1 : 0,
      hasPrelisted: hasPrelisted ? 1 : 0,
      hasCustom: photoKeys.length > 0 ? 1 : 0,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    });
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
          quantity: line.quantity,
          unitPricePaise: unitPaise(p),
          totalPaise: unitPaise(p) * line.quantity,
          snapshot: JSON.stringify(snapshot),
        };
      }),
    );
    await orders.insertEvent(trx, {
      orderId: id,
      at: now,
      actorUserId: person.userId,
      actor: actorName(ctx.actor),
      kind: 'placed',
      detail: 'Order placed, awaiting payment',
    });
    return id;
  });
  return detail(ctx, orderId, person.userId, false);
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

/** Releases the stock an order holds, once (the flag), unless it is paid. */
async function releaseIfUnpaid(trx: Trx, ctx: ServiceContext, order: OrderRow, at: number) {
  if (order.paymentStatus === 'paid') return;
  const orderId = toNumber(order.orderId);
  if (!(await orders.flipStockReserved(trx, orderId, false))) return;
  for (const r of await orders.reservedQuantities(trx, orderId)) {
    await releaseStock(trx, {
      ...r,
      reason: 'order_release',
      actorUserId: personOf(ctx.actor)?.userId ?? null,
      at,
    });
  }
}

/** Takes an order's stock again (a cancelled order made active): 409 naming the line if short. */
async function reserveAgain(trx: Trx, ctx: ServiceContext, orderId: number, at: number) {
  const quantities = await orders.reservedQuantities(trx, orderId);
  if (quantities.length === 0) return;
  if (!(await orders.flipStockReserved(trx, orderId, true))) return;
  for (const r of quantities) {
    await takeStockOrConflict(trx, {
      ...r,
      reason: 'order_reserve',
      actorUserId: personOf(ctx.actor)?.userId ?? null,
      at,
    });
  }
}

async function detail(
  ctx: ServiceContext,
  orderId: number,
  userId: number | undefined,
  withTimeline: true,
): Promise<OrderDetailDto>;
async function detail(
  ctx: ServiceContext,
  orderId: number,
  userId: number | undefined,
  withTimeline: false,
): Promise<OrderDto>;
async function detail(
  ctx: ServiceContext,
  orderId: number,
  userId: number | undefined,
  withTimeline: boolean,
): Promise<OrderDto | OrderDetailDto> {
  const row = await orders.findOrder(ctx.db, orderId, userId);
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  const items = await orders.itemsOf(ctx.db, [orderId]);
  const dto = toOrderDto(row, items.get(orderId) ?? []);
  if (!withTimeline) return dto;
  const events = await orders.eventsOf(ctx.db, orderId);
  return { ...dto, timeline: events.map(toEventDto) };
}

async function page(
  ctx: ServiceContext,
  rows: OrderRow[],
  total: number,
  p: number,
  limit: number,
): Promise<OrderPage> {
  const items = await orders.itemsOf(
    ctx.db,
    rows.map((r) => toNumber(r.orderId)),
  );
  return {
    data: rows.map((r) => toOrderDto(r, items.get(toNumber(r.orderId)) ?? [])),
    pagination: { page: p, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** The shopper's own orders, newest first, paged. */
export const myOrders = defineUseCase({
  name: 'orders.mine',
  access: 'user',
  kind: 'query',
  input: myOrdersInput,
  async handler(ctx, input): Promise<OrderPage> {
    const { userId } = shopper(ctx);
    const { rows, total } = await orders.listOrders(ctx.db, { ...input, userId });
    return page(ctx, rows, total, input.page, input.limit);
  },
});

/** One of the shopper's orders with its timeline; another's id is a 404, as a missing one. */
export const myOrderById = defineUseCase({
  name: 'orders.mineById',
  access: 'user',
  kind: 'query',
  input: orderIdInput,
  handler: (ctx, { orderId }) => detail(ctx, orderId, shopper(ctx).userId, true),
});

/**
 * The shopper cancels within 7 days and before it ships (spec section 9). An unpaid order's
 * stock goes back; a paid one keeps it until the payment issue's refund flow runs.
 */
export const cancelMyOrder = defineUseCase({
  name: 'orders.cancelMine',
  access: 'user',
  kind: 'mutation',
  input: orderIdInput,
  invalidates: ['catalogue'],
  async handler(ctx, { orderId }): Promise<OrderDto> {
    const { userId } = shopper(ctx);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      const order = await orders.lockOrder(trx, orderId, userId);
      if (!order) throw new AppError('NOT_FOUND', m.notFound);
      const status = toNumber(order.status);
      if (status === CANCELLED_STATUS) throw new AppError('CONFLICT', m.alreadyCancelled);
      if (status >= SHIPPED_STATUS) throw new AppError('CONFLICT', m.cancelShipped);
      if (now - toNumber(order.createdAt) > CANCEL_WINDOW_MS) {
        throw new AppError('CONFLICT', m.cancelWindow);
      }
      await orders.updateOrder(trx, orderId, { status: CANCELLED_STATUS, updatedAt: now });
      await releaseIfUnpaid(trx, ctx, order, now);
      await orders.insertEvent(trx, {
        orderId,
        at: now,
        actorUserId: userId,
        actor: actorName(ctx.actor),
        kind: 'status',
        detail: `Cancelled by the shopper (was ${statusLabel(status)})`,
      });
    });
    return detail(ctx, orderId, userId, false);
  },
});

/** The admin list: filters, search and paging on the server; no page means every order. */
export const listOrders = defineUseCase({
  name: 'orders.list',
  access: 'admin',
  kind: 'query',
  input: orderListInput,
  async handler(ctx, input): Promise<OrderPage> {
    const { rows, total } = await orders.listOrders(ctx.db, input);
    return page(
      ctx,
      rows,
      total,
      input.page ?? 1,
      input.page === undefined ? total || 1 : input.limit,
    );
  },
});

export const orderById = defineUseCase({
  name: 'orders.byId',
  access: 'admin',
  kind: 'query',
  input: orderIdInput,
  handler: (ctx, { orderId }) => detail(ctx, orderId, undefined, true),
});

/**
 * Any status to any status (spec section 4). To Cancelled releases an unpaid order's stock;
 * from Cancelled back to an active status takes it again, or answers 409 naming the line.
 */
export const setOrderStatus = defineUseCase({
  name: 'orders.setStatus',
  access: 'admin',
  kind: 'mutation',
  input: setStatusInput,
  invalidates: ['catalogue'],
  async handler(ctx, { orderId, status }): Promise<{ message: string; data: OrderDto }> {
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      const order = await orders.lockOrder(trx, orderId);
      if (!order) throw new AppError('NOT_FOUND', m.notFound);
      const from = toNumber(order.status);
      if (from === status) return;
      if (status === CANCELLED_STATUS) await releaseIfUnpaid(trx, ctx, order, now);
      if (from === CANCELLED_STATUS) await reserveAgain(trx, ctx, orderId, now);
      await orders.updateOrder(trx, orderId, { status, updatedAt: now });
      await orders.insertEvent(trx, {
        orderId,
        at: now,
        actorUserId: personOf(ctx.actor)?.userId ?? null,
        actor: actorName(ctx.actor),
        kind: 'status',
        detail: `${statusLabel(from)} → ${statusLabel(status)}`,
      });
    });
    return { message: m.statusUpdated, data: await detail(ctx, orderId, undefined, false) };
  },
});

/**
 * Soft delete: the order leaves every list, its unpaid stock goes back, the row stays for the
 * accounts. A paid order must be cancelled and refunded first (409).
 */
export const deleteOrder = defineUseCase({
  name: 'orders.delete',
  access: 'admin',
  kind: 'mutation',
  input: orderIdInput,
  invalidates: ['catalogue'],
  async handler(ctx, { orderId }): Promise<{ message: string }> {
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      const order = await orders.lockOrder(trx, orderId);
      if (!order) throw new AppError('NOT_FOUND', m.notFound);
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refund pending') {
        throw new AppError('CONFLICT', m.paidDelete);
      }
      await releaseIfUnpaid(trx, ctx, order, now);
      await orders.updateOrder(trx, orderId, { deletedAt: now, updatedAt: now });
      await orders.insertEvent(trx, {
        orderId,
        at: now,
        actorUserId: personOf(ctx.actor)?.userId ?? null,
        actor: actorName(ctx.actor),
        kind: 'deleted',
        detail: 'Order deleted',
      });
    });
    return { message: m.deleted };
  },
});

export type { CheckoutInput };
