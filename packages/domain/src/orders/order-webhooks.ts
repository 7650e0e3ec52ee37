import { CANCELLED_STATUS, statusLabel } from '@frameshop/contracts/orders/statuses';
import { toIso, toNumber } from '@frameshop/db/rows';
import type { OrderRow } from '@frameshop/db/schema';
import type { Trx } from '../shared/db';
import { publishEvent } from '../webhooks/webhooks.published';

/**
 * The order events integrations receive (issue 22), queued in the change's own transaction.
 * The data: ids, states and totals in paise; no name, address, e-mail or phone.
 */
export type OrderFigures = Pick<
  OrderRow,
  | 'orderId'
  | 'status'
  | 'paymentStatus'
  | 'subtotalPaise'
  | 'shippingPaise'
  | 'gstPaise'
  | 'grandTotalPaise'
  | 'refundedPaise'
  | 'createdAt'
>;

export function orderEventData(order: OrderFigures): Record<string, unknown> {
  const status = toNumber(order.status);
  return {
    orderId: toNumber(order.orderId),
    status,
    statusLabel: statusLabel(status),
    paymentStatus: order.paymentStatus,
    subtotalPaise: toNumber(order.subtotalPaise),
    shippingPaise: toNumber(order.shippingPaise),
    gstPaise: toNumber(order.gstPaise),
    grandTotalPaise: toNumber(order.grandTotalPaise),
    refundedPaise: toNumber(order.refundedPaise),
    placedAt: toIso(order.createdAt),
  };
}

/** `order.paid` when the money arrives; `order.status_changed` (and `.cancelled`) on a move. */
export async function publishOrderChange(
  trx: Trx,
  at: number,
  before: OrderRow,
  after: OrderRow,
): Promise<void> {
  if (before.paidAt === null && after.paidAt !== null) {
    await publishEvent(trx, at, 'order.paid', orderEventData(after));
  }
  const from = toNumber(before.status);
  const to = toNumber(after.status);
  if (from === to) return;
  await publishEvent(trx, at, 'order.status_changed', {
    ...orderEventData(after),
    previousStatus: from,
    previousStatusLabel: statusLabel(from),
  });
  if (to === CANCELLED_STATUS) {
    await publishEvent(trx, at, 'order.cancelled', orderEventData(after));
  }
}
