import { trackingLink } from '@frameshop/contracts/orders/fulfilment';
import { FULFILMENT_MESSAGES as f } from '@frameshop/contracts/orders/messages';
import { DELIVERED_STATUS, SHIPPED_STATUS } from '@frameshop/contracts/orders/statuses';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { toNumber } from '@frameshop/db/rows';
import type { OrderRow } from '@frameshop/db/schema';
import type { Db } from '../shared/db';
import { AppError } from '../shared/errors';
import * as carriers from './fulfilment.repository';
import type { OrderChange } from './order-changes.published';

/**
 * What a status change records beside the status (issue 23): the shipment a Shipped order
 * leaves with, and the cash a cash-on-delivery order is paid with when it is Delivered.
 */

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  /** For the timeline: "Delhivery, AWB 1234567890". */
  detail: string;
}

/**
 * The shipment a status change names, checked: carrier and AWB together, with Shipped only,
 * the carrier one on the admin's list. Null when none is named (Shipped without tracking
 * stays possible for the legacy client, which never sent one).
 */
export async function shipmentFor(
  db: Db,
  input: { status: number; carrier?: string; trackingNumber?: string; cashReceived?: boolean },
): Promise<Shipment | null> {
  if (input.cashReceived === true && input.status !== DELIVERED_STATUS) {
    throw new AppError('BAD_REQUEST', f.cashOnlyDelivered);
  }
  if (input.carrier === undefined && input.trackingNumber === undefined) return null;
  if (input.status !== SHIPPED_STATUS) throw new AppError('BAD_REQUEST', f.trackingOnlyShipped);
  if (input.carrier === undefined || input.trackingNumber === undefined) {
    throw new AppError('BAD_REQUEST', f.trackingBoth);
  }
  const carrier = await carriers.carrierByName(db, input.carrier);
  if (!carrier) throw new AppError('BAD_REQUEST', f.unknownCarrier);
  return {
    carrier: carrier.name,
    trackingNumber: input.trackingNumber,
    trackingUrl: trackingLink(carrier.trackingUrl, input.trackingNumber),
    detail: `${carrier.name}, AWB ${input.trackingNumber}`,
  };
}

export function shipmentChange(s: Shipment): OrderChange {
  return { carrier: s.carrier, trackingNumber: s.trackingNumber, trackingUrl: s.trackingUrl };
}

/**
 * Delivered for an order whose cash is due: the admin must confirm the cash (400 otherwise),
 * and the order is paid now (analytics count it from paidAt). Null for any other order.
 */
export function cashRecorded(
  order: OrderRow,
  cashReceived: boolean | undefined,
  now: number,
): { change: OrderChange; detail: string } | null {
  if (order.paymentStatus !== 'cod due') return null;
  const amount = formatRupees(paiseToRupees(toNumber(order.grandTotalPaise)));
  if (cashReceived !== true) throw new AppError('BAD_REQUEST', f.confirmCash(amount));
  return {
    change: { paymentStatus: 'paid', paidAt: now },
    detail: `cash ${amount} received`,
  };
}
