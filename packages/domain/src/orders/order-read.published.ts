import { ORDER_MESSAGES as m } from '@frameshop/contracts/orders/messages';
import type { OrderDto, OrderPage, ShopperOrderDto } from '@frameshop/contracts/orders/orders';
import { toNumber } from '@frameshop/db/rows';
import type { OrderRow } from '@frameshop/db/schema';
import type { ServiceContext } from '../shared/context';
import { AppError } from '../shared/errors';
import { type OrderDetailDto, toEventDto, toOrderDto, toShopperOrder } from './order-dto';
import * as orders from './orders.repository';

/** Orders as the screens read them: one with its items (and timeline), or a page of them. */

export async function detail(
  ctx: ServiceContext,
  orderId: number,
  userId: number | undefined,
  withTimeline: true,
): Promise<OrderDetailDto>;
export async function detail(
  ctx: ServiceContext,
  orderId: number,
  userId: number | undefined,
  withTimeline: false,
): Promise<OrderDto>;
export async function detail(
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

export async function page(
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

/** One order as its shopper sees it: without what only admins see (SHOPPER_ORDER_KEYS). */
export async function shopperOrder(
  ctx: ServiceContext,
  orderId: number,
  userId: number | undefined,
): Promise<ShopperOrderDto> {
  return toShopperOrder(await detail(ctx, orderId, userId, false));
}
