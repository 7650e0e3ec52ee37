import { toNumber } from '@frameshop/db/rows';
import type { CustomPhotoRow } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';

export type NewPhoto = Omit<CustomPhotoRow, 'photoId' | 'orderedAt'>;

export async function insertPhoto(db: Db, photo: NewPhoto): Promise<void> {
  await db.insertInto('custom_photos').values(photo).execute();
}

export function findPhoto(db: Db, photoKey: string): Promise<CustomPhotoRow | undefined> {
  return db
    .selectFrom('custom_photos')
    .selectAll()
    .where('photoKey', '=', photoKey)
    .executeTakeFirst();
}

export async function photosByKey(db: Db, keys: string[]): Promise<Map<string, CustomPhotoRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('custom_photos')
    .selectAll()
    .where('photoKey', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.photoKey, r]));
}

/** Uploads from one address since a moment: the per-day quota. */
export async function countUploadsSince(db: Db, clientAddress: string, since: number) {
  const row = await db
    .selectFrom('custom_photos')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('clientAddress', '=', clientAddress)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/** Photos no order refers to, uploaded before the cut-off (oldest first, a batch at a time). */
export function unorderedBefore(db: Db, cutoff: number, limit: number) {
  return db
    .selectFrom('custom_photos')
    .select(['photoId', 'photoKey', 'originalExt'])
    .where('orderedAt', 'is', null)
    .where('createdAt', '<', cutoff)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
}

/** Deletes the rows only if still unordered: an order placed meanwhile keeps its photo. */
export async function deleteUnordered(db: Db, photoIds: number[]): Promise<number> {
  if (photoIds.length === 0) return 0;
  const result = await db
    .deleteFrom('custom_photos')
    .where('photoId', 'in', photoIds)
    .where('orderedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The orders domain marks photos as ordered, in the order's transaction, so the expiry job
 * keeps them. Answers how many of the keys exist (ordered now or before): fewer than asked
 * means the expiry job removed one first, and the order must not go through.
 */
export async function markOrdered(trx: Trx, photoKeys: string[], at: number): Promise<number> {
  if (photoKeys.length === 0) return 0;
  await trx
    .updateTable('custom_photos')
    .set({ orderedAt: at })
    .where('photoKey', 'in', photoKeys)
    .where('orderedAt', 'is', null)
    .execute();
  const row = await trx
    .selectFrom('custom_photos')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('photoKey', 'in', photoKeys)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}
