import { ORDER_MESSAGES as m } from '@frameshop/contracts/orders/messages';
import {
  CANCEL_WINDOW_MS,
  myOrdersInput,
  orderIdInput,
  type ShopperOrderDto,
  type ShopperOrderPage,
} from '@frameshop/contracts/orders/orders';
import {
  CANCELLED_STATUS,
  SHIPPED_STATUS,
  statusLabel,
} from '@frameshop/contracts/orders/statuses';
import { toNumber } from '@frameshop/db/rows';
import { shopper } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { lockAccount } from '../users/accounts.published';
import { cancellation, changeOrder, releaseOnCancel } from './order-changes.published';
import { type ShopperOrderDetailDto, toShopperDetail, toShopperOrder } from './order-dto';
import { detail, page, shopperOrder } from './order-read.published';
import * as orders from './orders.repository';

/** The shopper's side of orders: their list, one order, and cancelling within the policy. */

/** The shopper's own orders, newest first, paged. */
export const myOrders = defineUseCase({
  name: 'orders.mine',
  access: 'user',
  kind: 'query',
  input: myOrdersInput,
  async handler(ctx, input): Promise<ShopperOrderPage> {
    const { userId } = shopper(ctx);
    const { rows, total } = await orders.listOrders(ctx.db, { ...input, userId });
    const found = await page(ctx, rows, total, input.page, input.limit);
    return { data: found.data.map(toShopperOrder), pagination: found.pagination };
  },
});

/** One of the shopper's orders with its timeline; another's id is a 404, as a missing one. */
export const myOrderById = defineUseCase({
  name: 'orders.mineById',
  access: 'user',
  kind: 'query',
  input: orderIdInput,
  handler: async (ctx, { orderId }): Promise<ShopperOrderDetailDto> =>
    toShopperDetail(await detail(ctx, orderId, shopper(ctx).userId, true)),
});

/**
 * The shopper cancels within 7 days and before it ships (spec section 9). The stock goes back;
 * a paid order is refunded in full by the payment domain's refund flow.
 */
export const cancelMyOrder = defineUseCase({
  name: 'orders.cancelMine',
  access: 'user',
  kind: 'mutation',
  input: orderIdInput,
  invalidates: ['catalogue'],
  async handler(ctx, { orderId }): Promise<ShopperOrderDto> {
    const { userId } = shopper(ctx);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      // The account's row first, as placing takes it: the ledger and timeline rows written here
      // check it (foreign keys), so taking it last would let a cancel and a placing by the same
      // shopper each wait for the other on MySQL (a deadlock the backup test's load found).
      if (!(await lockAccount(trx, userId))) throw new AppError('NOT_FOUND', m.notFound);
      const order = await orders.lockLiveOrder(trx, orderId, userId);
      if (!order) throw new AppError('NOT_FOUND', m.notFound);
      const status = toNumber(order.status);
      if (status === CANCELLED_STATUS) throw new AppError('CONFLICT', m.alreadyCancelled);
      if (status >= SHIPPED_STATUS) throw new AppError('CONFLICT', m.cancelShipped);
      if (now - toNumber(order.createdAt) > CANCEL_WINDOW_MS) {
        throw new AppError('CONFLICT', m.cancelWindow);
      }
      await releaseOnCancel(trx, ctx, order);
      await changeOrder(
        trx,
        ctx,
        order,
        cancellation(order),
        { kind: 'status', detail: `Cancelled by the shopper (was ${statusLabel(status)})` },
        'cancelled',
      );
    });
    return shopperOrder(ctx, orderId, userId);
  },
});
