import {
  type CodOption,
  type CodSettingsDto,
  codRefusal,
} from '@frameshop/contracts/orders/fulfilment';
import { includedGst, type Totals } from '@frameshop/contracts/orders/pricing';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { queueMail } from '../mail/outbox.service';
import type { ServiceContext } from '../shared/context';
import type { Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { currentCodSettings } from './fulfilment.service';
import { toOrderDto } from './order-dto';
import { orderMail } from './order-mail';
import * as orders from './orders.repository';

/**
 * Placing a cash-on-delivery order (issue 23): offered only while the settings switch it on
 * and the order (goods and shipping, before the fee) is within the maximum; the fee is its own
 * charge inside the grand total, GST-inclusive like shipping.
 */
export async function withCodFee<T extends Totals>(
  trx: Trx,
  goods: T,
  gstRatePercent: number,
): Promise<T> {
  const settings = await currentCodSettings(trx);
  const refusal = codRefusal(goods.grandTotalPaise, settings);
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  const grandTotalPaise = goods.grandTotalPaise + settings.feePaise;
  return { ...goods, grandTotalPaise, gstPaise: includedGst(grandTotalPaise, gstRatePercent) };
}

/** The 'order placed, pay on delivery' mail, queued in the placing transaction. */
export async function mailPlaced(trx: Trx, ctx: ServiceContext, orderId: number): Promise<void> {
  const row = await orders.lockLiveOrder(trx, orderId);
  if (!row) return;
  const items = await orders.itemsOf(trx, [orderId]);
  const dto = toOrderDto(row, items.get(orderId) ?? []);
  await queueMail(trx, [orderMail('codPlaced', dto, ctx.mail)], ctx.now());
}

/** What the cart says about paying this total (paise, before the fee) on delivery. */
export function codOption(
  totalPaise: number,
  settings: CodSettingsDto,
  gstRatePercent: number,
): CodOption {
  const refusal = codRefusal(totalPaise, settings);
  return {
    enabled: settings.enabled,
    offered: refusal === null,
    reason: settings.enabled ? refusal : null,
    fee: paiseToRupees(settings.feePaise),
    grandTotal: paiseToRupees(totalPaise + settings.feePaise),
    gst: paiseToRupees(includedGst(totalPaise + settings.feePaise, gstRatePercent)),
  };
}
