import { sizeLabel } from '@frameshop/contracts/catalogue/dtos';
import type { Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { publishEvent } from '../webhooks/webhooks.published';
import {
  addStock,
  changeTotal,
  lastMovementId,
  lockVariantTotals,
  remainingOf,
  type StockMove,
  takeStock,
  variantStock,
} from './stock.repository';

/**
 * Stock rules other domains use (orders reserve and release through these; they never touch
 * frame_sizes themselves). Each runs in the caller's transaction. Remaining only moves through
 * these and the admin's change of a total (frames.service); see decision 0016.
 */

/**
 * Takes stock or answers 409 naming the line: "Only 2 left of Oak Classic 12x18". With
 * `lowStockAt`, a take that brings what remains from above it to it or below queues `stock.low`
 * for the integrations: once per crossing, since the next take starts at or below the mark.
 */
export async function takeStockOrConflict(
  trx: Trx,
  move: StockMove,
  lowStockAt?: number,
): Promise<void> {
  if (await takeStock(trx, move)) {
    if (lowStockAt !== undefined) await reportLowStock(trx, move, lowStockAt);
    return;
  }
  const v = await variantStock(trx, move.frameSizeId);
  if (!v) throw new AppError('NOT_FOUND', 'This frame size is no longer available');
  const label = sizeLabel(v.widthCenti / 100, v.heightCenti / 100);
  throw new AppError(
    'CONFLICT',
    v.remaining === 0
      ? `${v.frameName} ${label} is out of stock`
      : `Only ${v.remaining} left of ${v.frameName} ${label}`,
  );
}

/** A mark of the stock ledger: equal marks before and after a run mean no stock moved. */
export const stockMark = lastMovementId;

export function releaseStock(trx: Trx, move: StockMove): Promise<void> {
  return addStock(trx, move);
}

/**
 * A stock take: what remains for sale becomes `target`, the stock quantity (total) moving by the
 * same difference, so what orders hold or sold is untouched (decision 0016). One 'admin_edit'
 * movement; test set-ups and seeds use it. `current` is what the caller read: if the variant
 * moved since, nothing changes and it throws.
 */
export async function setRemainingStock(
  trx: Trx,
  move: Omit<StockMove, 'quantity' | 'reason'> & {
    reason: 'admin_edit';
    current: number;
    target: number;
  },
): Promise<void> {
  const now = await lockVariantTotals(trx, move.frameSizeId);
  if (!now) throw new AppError('NOT_FOUND', 'This frame size is no longer available');
  if (now.remaining !== move.current || move.target < 0) {
    throw new Error(`Stock of variant ${move.frameSizeId} is not ${move.current}`);
  }
  const changed = await changeTotal(trx, {
    frameSizeId: move.frameSizeId,
    from: now.total,
    to: now.total + move.target - now.remaining,
    actorUserId: move.actorUserId,
    at: move.at,
  });
  if (!changed) throw new Error(`Stock of variant ${move.frameSizeId} moved during a stock take`);
}

async function reportLowStock(trx: Trx, move: StockMove, lowStockAt: number): Promise<void> {
  const left = await remainingOf(trx, move.frameSizeId);
  if (!left || left.remaining > lowStockAt || left.remaining + move.quantity <= lowStockAt) return;
  await publishEvent(trx, move.at, 'stock.low', {
    frameSizeId: move.frameSizeId,
    frameId: left.frameId,
    sizeId: left.sizeId,
    frameName: left.frameName,
    size: sizeLabel(left.widthCenti / 100, left.heightCenti / 100),
    remaining: left.remaining,
    threshold: lowStockAt,
  });
}
