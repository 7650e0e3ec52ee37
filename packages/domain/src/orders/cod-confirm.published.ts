import { PENDING_STATUS } from '@frameshop/contracts/orders/statuses';
import { toNumber } from '@frameshop/db/rows';
import type { ServiceContext } from '../shared/context';
import { cancellation, changeOrder, releaseIfUnpaid } from './order-changes.published';
import * as orders from './orders.repository';

const HOUR_MS = 3_600_000;

/**
 * Cash-on-delivery orders the shop has not confirmed (moved to Processing) within
 * `codConfirmHours` are cancelled, their stock and discount code use released, and the shopper
 * mailed through the outbox (decision 0022). The payment worker runs it on its tick, as it
 * expires unpaid PhonePe orders: each order is re-read under its lock, so two processes never
 * cancel one twice. Answers how many it cancelled.
 */
export async function cancelUnconfirmedCod(ctx: ServiceContext, limit = 50): Promise<number> {
  const hours = ctx.limits.codConfirmHours;
  const cutoff = ctx.now() - hours * HOUR_MS;
  let cancelled = 0;
  for (const { orderId } of await orders.unconfirmedCodOrders(ctx.db, cutoff, limit)) {
    await ctx.db.transaction().execute(async (trx) => {
      const order = await orders.lockLiveOrder(trx, toNumber(orderId));
      // Confirmed, cancelled or paid since the list was read.
      const still =
        order &&
        order.paymentMethod === 'cod' &&
        order.paymentStatus === 'cod due' &&
        toNumber(order.status) === PENDING_STATUS &&
        toNumber(order.createdAt) < cutoff;
      if (!still) return;
      await releaseIfUnpaid(trx, ctx, order);
      await changeOrder(
        trx,
        ctx,
        order,
        cancellation(order),
        {
          kind: 'status',
          detail: `Cash on delivery not confirmed within ${hours} hours: order cancelled, stock released`,
        },
        'codUnconfirmed',
      );
      cancelled++;
    });
  }
  return cancelled;
}
