import { sizeLabel } from '@frameshop/contracts/catalogue/dtos';
import type { Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { addStock, type StockMove, takeStock, variantStock } from './stock.repository';

/**
 * Stock rules other domains use (orders reserve and release through these; they never touch
 * frame_sizes themselves). Each runs in the caller's transaction.
 */

/** Takes stock or answers 409 naming the line: "Only 2 left of Oak Classic 12x18". */
export async function takeStockOrConflict(trx: Trx, move: StockMove): Promise<void> {
  if (await takeStock(trx, move)) return;
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

export function releaseStock(trx: Trx, move: StockMove): Promise<void> {
  return addStock(trx, move);
}

/** Moves remaining stock to `target` from `current`, up or down, as one ledger movement. */
export async function setRemainingStock(
  trx: Trx,
  move: Omit<StockMove, 'quantity'> & { current: number; target: number },
): Promise<void> {
  const { current, target, ...rest } = move;
  if (target > current) await addStock(trx, { ...rest, quantity: target - current });
  if (target < current) await takeStockOrConflict(trx, { ...rest, quantity: current - target });
}
