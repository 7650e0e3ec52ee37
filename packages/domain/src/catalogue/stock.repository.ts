import { toNumber } from '@frameshop/db/rows';
import type { Db } from '../shared/db';

/** Why stock moved. Orders will add 'order_reserve' and 'order_release'. */
export type StockReason = 'initial' | 'admin_edit' | 'order_reserve' | 'order_release';

/** Reasons that mean an order touched the variant: such frames are archived, never deleted. */
export const ORDER_REASONS: StockReason[] = ['order_reserve', 'order_release'];

/**
 * Moves a variant's remaining stock and records the movement. Call inside the transaction
 * that makes the change, so remainedQty always equals the sum of the variant's movements.
 */
export async function moveStock(
  trx: Db,
  move: {
    frameSizeId: number;
    delta: number;
    reason: StockReason;
    actorUserId: number | null;
    at: number;
  },
): Promise<void> {
  if (move.delta === 0) return;
  await trx
    .updateTable('frame_sizes')
    .set((eb) => ({ remainedQty: eb('remainedQty', '+', move.delta) }))
    .where('frameSizeId', '=', move.frameSizeId)
    .execute();
  await trx
    .insertInto('stock_movements')
    .values({
      frameSizeId: move.frameSizeId,
      delta: move.delta,
      reason: move.reason,
      actorUserId: move.actorUserId,
      createdAt: move.at,
    })
    .execute();
}

/** Variants whose remaining stock differs from the sum of their movements (should be none). */
export async function stockDiscrepancies(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('frame_sizes as v')
    .leftJoin('stock_movements as m', 'm.frameSizeId', 'v.frameSizeId')
    .select(['v.frameSizeId', 'v.remainedQty', (eb) => eb.fn.sum<number>('m.delta').as('total')])
    .groupBy(['v.frameSizeId', 'v.remainedQty'])
    .execute();
  return rows
    .filter((r) => toNumber(r.remainedQty) !== toNumber(r.total ?? 0))
    .map((r) => Number(r.frameSizeId));
}

export async function hasOrderMovements(db: Db, frameId: number): Promise<boolean> {
  const row = await db
    .selectFrom('stock_movements as m')
    .innerJoin('frame_sizes as v', 'v.frameSizeId', 'm.frameSizeId')
    .select('m.movementId')
    .where('v.frameId', '=', frameId)
    .where('m.reason', 'in', ORDER_REASONS)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
