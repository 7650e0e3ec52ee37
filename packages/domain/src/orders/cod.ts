import {
  type CodOption,
  type CodSettingsDto,
  codRefusal,
} from '@frameshop/contracts/orders/fulfilment';
import { FULFILMENT_MESSAGES as f } from '@frameshop/contracts/orders/messages';
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

/**
 * Who may place a cash-on-delivery order (decision 0022): it holds stock with no money taken, so
 * only an account whose e-mail is verified (403), with fewer than `maxCodOrders` open COD orders,
 * to a mobile number with fewer than that many from any account (409). Runs in the placing
 * transaction after the account's row is locked, so one account's orders count each other.
 */
export async function admitCod(
  trx: Trx,
  ctx: ServiceContext,
  account: { userId: number; emailVerified: boolean },
  phone: string,
): Promise<void> {
  const settings = await currentCodSettings(trx);
  if (!settings.enabled) throw new AppError('BAD_REQUEST', f.codOff);
  if (!account.emailVerified) throw new AppError('FORBIDDEN', f.codNeedsVerifiedEmail);
  const max = ctx.limits.maxCodOrders;
  const mine = await orders.countOpenCodOrders(trx, { userId: account.userId });
  if (mine >= max) throw new AppError('CONFLICT', f.codTooMany(mine));
  const toPhone = await orders.countOpenCodOrders(trx, { phone });
  if (toPhone >= max) throw new AppError('CONFLICT', f.codPhoneTooMany(toPhone));
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
