import { toNumber } from '@frameshop/db/rows';
import { type Db, forUpdate, type Trx } from '../shared/db';

/**
 * Why stock moved. 'initial' and 'admin_edit' follow the stock quantity (total) the admin sets;
 * the order reasons follow what orders hold; 'ledger_repair' is migration 0011's one-off
 * correction of stock that admin saves had reset (docs/decisions/0016-stock-from-the-ledger.md).
 */
export type StockReason =
  | 'initial'
  | 'admin_edit'
  | 'order_reserve'
  | 'order_release'
  | 'ledger_repair'
  // The admin's adjustments on the stock screen (issue 24): total and remaining move together.
  | 'received'
  | 'damaged'
  | 'counted';

/** Reasons that mean an order touched the variant: such frames are archived, never deleted. */
export const ORDER_REASONS: StockReason[] = ['order_reserve', 'order_release'];

/** One movement of a variant's remaining stock. `quantity` is a positive whole number. */
export interface StockMove {
  frameSizeId: number;
  quantity: number;
  reason: StockReason;
  actorUserId: number | null;
  at: number;
}

function assertQuantity(move: StockMove): void {
  // A programming error, not a caller's: quantities come from validated input.
  if (!Number.isInteger(move.quantity) || move.quantity <= 0) {
    throw new Error(`Stock moves take a positive whole quantity, got ${move.quantity}`);
  }
}

async function record(trx: Trx, move: StockMove, delta: number): Promise<void> {
  await trx
    .insertInto('stock_movements')
    .values({
      frameSizeId: move.frameSizeId,
      delta,
      reason: move.reason,
      actorUserId: move.actorUserId,
      createdAt: move.at,
    })
    .execute();
}

/**
 * The newest ledger row's id (0 for none): compared before and after a run, it tells whether
 * any stock moved meanwhile, here or in another process (a false "moved" only costs a cache
 * miss; a move of this run is never missed, since every move writes a row).
 */
export async function lastMovementId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.max('movementId').as('last'))
    .executeTakeFirst();
  return toNumber(row?.last ?? 0);
}

/**
 * Puts stock back or adds new stock, with its ledger row, in the caller's transaction (so the
 * remaining count always equals the sum of the variant's movements).
 */
export async function addStock(trx: Trx, move: StockMove): Promise<void> {
  assertQuantity(move);
  await trx
    .updateTable('frame_sizes')
    .set((eb) => ({ remainedQty: eb('remainedQty', '+', move.quantity) }))
    .where('frameSizeId', '=', move.frameSizeId)
    .execute();
  await record(trx, move, move.quantity);
}

/**
 * Takes stock only if that much remains: one conditional UPDATE, so two buyers of the last
 * frame cannot both get it, on either engine. False (and nothing written) when short. There
 * is no other way to lower stock; the table's CHECK refuses a negative count as a backstop.
 */
export async function takeStock(trx: Trx, move: StockMove): Promise<boolean> {
  assertQuantity(move);
  const result = await trx
    .updateTable('frame_sizes')
    .set((eb) => ({ remainedQty: eb('remainedQty', '-', move.quantity) }))
    .where('frameSizeId', '=', move.frameSizeId)
    .where('remainedQty', '>=', move.quantity)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await record(trx, move, -move.quantity);
  return true;
}

/**
 * Sets a variant's stock quantity (total) and moves remaining by the same difference, as one
 * conditional UPDATE with its ledger row: only if the total is still `from` and enough remains to
 * take (what orders hold or sold never changes). False, and nothing written, otherwise. The
 * table's CHECK (0 <= remaining <= total) is the backstop.
 */
export async function changeTotal(
  trx: Trx,
  change: { frameSizeId: number; from: number; to: number; actorUserId: number | null; at: number },
): Promise<boolean> {
  const delta = change.to - change.from;
  if (delta === 0) return true;
  const result = await trx
    .updateTable('frame_sizes')
    // `delta` is a bound number, not `to - totalQty`: MySQL assigns left to right, so a SET that
    // read totalQty after setting it would see the new value.
    .set((eb) => ({ totalQty: change.to, remainedQty: eb('remainedQty', '+', delta) }))
    .where('frameSizeId', '=', change.frameSizeId)
    .where('totalQty', '=', change.from)
    .where('remainedQty', '>=', Math.max(0, -delta))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await record(
    trx,
    {
      frameSizeId: change.frameSizeId,
      quantity: Math.abs(delta),
      reason: 'admin_edit',
      actorUserId: change.actorUserId,
      at: change.at,
    },
    delta,
  );
  return true;
}

/** A variant's stock quantity and what remains, locked until the transaction ends (MySQL). */
export async function lockVariantTotals(trx: Trx, frameSizeId: number) {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('frame_sizes')
      .select(['totalQty', 'remainedQty'])
      .where('frameSizeId', '=', frameSizeId),
  ).executeTakeFirst();
  return row && { total: toNumber(row.totalQty), remaining: toNumber(row.remainedQty) };
}

/**
 * What a "not enough stock" answer names: the frame, the size and what is left right now.
 * The count is a locking read of the variant's row alone (the latest value; the refused
 * decrement already holds that row); the names are a plain read, so an order that is refused
 * never locks the `frames` row an admin edit holds (the two would deadlock on MySQL).
 */
export async function variantStock(trx: Trx, frameSizeId: number) {
  const totals = await lockVariantTotals(trx, frameSizeId);
  if (!totals) return undefined;
  const row = await trx
    .selectFrom('frame_sizes as v')
    .innerJoin('frames as f', 'f.frameId', 'v.frameId')
    .innerJoin('sizes as s', 's.sizeId', 'v.sizeId')
    .select(['f.name', 's.widthCenti', 's.heightCenti'])
    .where('v.frameSizeId', '=', frameSizeId)
    .executeTakeFirst();
  return (
    row && {
      frameName: row.name,
      widthCenti: toNumber(row.widthCenti),
      heightCenti: toNumber(row.heightCenti),
      remaining: totals.remaining,
    }
  );
}

/** What a variant has left, with the names a low-stock notice needs. */
export async function remainingOf(trx: Trx, frameSizeId: number) {
  const row = await trx
    .selectFrom('frame_sizes as v')
    .innerJoin('frames as f', 'f.frameId', 'v.frameId')
    .innerJoin('sizes as s', 's.sizeId', 'v.sizeId')
    .select(['v.remainedQty', 'v.frameId', 'v.sizeId', 'f.name', 's.widthCenti', 's.heightCenti'])
    .where('v.frameSizeId', '=', frameSizeId)
    .executeTakeFirst();
  return (
    row && {
      remaining: toNumber(row.remainedQty),
      frameId: toNumber(row.frameId),
      sizeId: toNumber(row.sizeId),
      frameName: row.name,
      widthCenti: toNumber(row.widthCenti),
      heightCenti: toNumber(row.heightCenti),
    }
  );
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
