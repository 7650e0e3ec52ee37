import { sizeLabel } from '@frameshop/contracts/catalogue/dtos';
import { STOCK_HISTORY_LIMIT, STOCK_PAGE_SIZE } from '@frameshop/contracts/catalogue/stock-screen';
import { toIso, toNumber } from '@frameshop/db/rows';
import { type Db, forUpdate, type Trx } from '../shared/db';

/** The stock screen's reads and the admin's adjustments (issue 24; decision 0016). */

export interface VariantRow {
  frameSizeId: number;
  frameId: number;
  frameName: string;
  size: string;
  archived: boolean;
  total: number;
  remaining: number;
}

function variants(db: Db) {
  return db
    .selectFrom('frame_sizes as v')
    .innerJoin('frames as f', 'f.frameId', 'v.frameId')
    .innerJoin('sizes as s', 's.sizeId', 'v.sizeId');
}

function toVariant(r: {
  frameSizeId: unknown;
  frameId: unknown;
  name: string;
  widthCenti: unknown;
  heightCenti: unknown;
  archivedAt: unknown;
  totalQty: unknown;
  remainedQty: unknown;
}): VariantRow {
  return {
    frameSizeId: toNumber(r.frameSizeId),
    frameId: toNumber(r.frameId),
    frameName: r.name,
    size: sizeLabel(toNumber(r.widthCenti) / 100, toNumber(r.heightCenti) / 100),
    archived: r.archivedAt !== null,
    total: toNumber(r.totalQty),
    remaining: toNumber(r.remainedQty),
  };
}

const COLUMNS = [
  'v.frameSizeId',
  'v.frameId',
  'f.name',
  's.widthCenti',
  's.heightCenti',
  'f.archivedAt',
  'v.totalQty',
  'v.remainedQty',
] as const;

/** A page of variants whose frame name contains `search`, by frame name then size. */
export async function listVariants(
  db: Db,
  search: string,
  page: number,
): Promise<{ rows: VariantRow[]; total: number }> {
  const matching = () => {
    const q = variants(db);
    if (!search) return q;
    // LIKE wildcards are dropped rather than escaped: the engines escape differently.
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, '')}%`;
    return q.where((eb) => eb(eb.fn<string>('lower', ['f.name']), 'like', like));
  };
  const count = await matching()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await matching()
    .select([...COLUMNS])
    .orderBy('f.name')
    .orderBy('v.frameId')
    .orderBy('s.widthCenti')
    .orderBy('s.heightCenti')
    .limit(STOCK_PAGE_SIZE)
    .offset((page - 1) * STOCK_PAGE_SIZE)
    .execute();
  return { rows: rows.map(toVariant), total: toNumber(count?.n ?? 0) };
}

export async function findVariant(db: Db, frameSizeId: number): Promise<VariantRow | undefined> {
  const row = await variants(db)
    .select([...COLUMNS])
    .where('v.frameSizeId', '=', frameSizeId)
    .executeTakeFirst();
  return row && toVariant(row);
}

/** What remains, locked until the transaction ends on MySQL (SQLite holds the write lock). */
export async function lockRemaining(trx: Trx, frameSizeId: number): Promise<number | undefined> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('frame_sizes').select('remainedQty').where('frameSizeId', '=', frameSizeId),
  ).executeTakeFirst();
  return row && toNumber(row.remainedQty);
}

/**
 * Moves total and remaining by `delta` together, with its ledger row: one conditional UPDATE
 * that refuses (false, nothing written) when less than `-delta` remains, so what orders hold
 * or sold is never touched and `0 <= remaining <= total` holds on both engines.
 */
export async function adjustVariant(
  trx: Trx,
  move: {
    frameSizeId: number;
    delta: number;
    reason: 'received' | 'damaged' | 'counted';
    note: string;
    actorUserId: number | null;
    actorName: string;
    at: number;
  },
): Promise<boolean> {
  if (move.delta === 0) return true;
  const result = await trx
    .updateTable('frame_sizes')
    .set((eb) => ({
      totalQty: eb('totalQty', '+', move.delta),
      remainedQty: eb('remainedQty', '+', move.delta),
    }))
    .where('frameSizeId', '=', move.frameSizeId)
    .where('remainedQty', '>=', Math.max(0, -move.delta))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx
    .insertInto('stock_movements')
    .values({
      frameSizeId: move.frameSizeId,
      delta: move.delta,
      reason: move.reason,
      actorUserId: move.actorUserId,
      actorName: move.actorName,
      note: move.note,
      createdAt: move.at,
    })
    .execute();
  return true;
}

/**
 * The newest movements of a variant, each with what remained after it. The balance is counted
 * back from what remains now (the ledger's sum, decision 0016), so older rows need not be read.
 */
export async function variantMovements(db: Db, frameSizeId: number, remaining: number) {
  const rows = await db
    .selectFrom('stock_movements')
    .select(['movementId', 'delta', 'reason', 'note', 'actorName', 'actorUserId', 'createdAt'])
    .where('frameSizeId', '=', frameSizeId)
    .orderBy('movementId', 'desc')
    .limit(STOCK_HISTORY_LIMIT + 1)
    .execute();
  let balance = remaining;
  const movements = rows.slice(0, STOCK_HISTORY_LIMIT).map((r) => {
    const row = {
      movementId: toNumber(r.movementId),
      at: toIso(r.createdAt),
      delta: toNumber(r.delta),
      reason: r.reason,
      note: r.note,
      actorName: r.actorName,
      actorUserId: r.actorUserId === null ? null : toNumber(r.actorUserId),
      balance,
    };
    balance -= row.delta;
    return row;
  });
  return { movements, truncated: rows.length > STOCK_HISTORY_LIMIT };
}
