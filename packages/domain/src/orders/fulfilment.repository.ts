import type { CodSettingsDto } from '@frameshop/contracts/orders/fulfilment';
import { toBool, toNumber } from '@frameshop/db/rows';
import { MysqlAdapter, sql } from 'kysely';
import type { Db } from '../shared/db';

/** Every SQL statement of the carriers list and the cash-on-delivery settings (issue 23). */

const COD_ROW = 1;

export async function listCarriers(db: Db) {
  const rows = await db
    .selectFrom('carriers')
    .select(['carrierId', 'name', 'trackingUrl'])
    .orderBy('name')
    .orderBy('carrierId')
    .execute();
  return rows.map((r) => ({ ...r, carrierId: toNumber(r.carrierId) }));
}

/** By name, ignoring case (SQLite compares text case-sensitively, MariaDB does not). */
export function carrierByName(db: Db, name: string) {
  return db
    .selectFrom('carriers')
    .select(['carrierId', 'name', 'trackingUrl'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertCarrier(
  db: Db,
  c: { name: string; trackingUrl: string },
  now: number,
): Promise<number> {
  const r = await db
    .insertInto('carriers')
    .values({ ...c, createdAt: now })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** True when the carrier existed. */
export async function updateCarrier(
  db: Db,
  carrierId: number,
  c: { name: string; trackingUrl: string },
): Promise<boolean> {
  const r = await db
    .updateTable('carriers')
    .set(c)
    .where('carrierId', '=', carrierId)
    .executeTakeFirst();
  // MySQL counts changed rows: an update to the same values says 0; ask again.
  if (Number(r.numUpdatedRows) > 0) return true;
  const row = await db
    .selectFrom('carriers')
    .select('carrierId')
    .where('carrierId', '=', carrierId)
    .executeTakeFirst();
  return row !== undefined;
}

export function findCarrier(db: Db, carrierId: number) {
  return db
    .selectFrom('carriers')
    .select(['carrierId', 'name', 'trackingUrl'])
    .where('carrierId', '=', carrierId)
    .executeTakeFirst();
}

export async function deleteCarrier(db: Db, carrierId: number): Promise<boolean> {
  const r = await db.deleteFrom('carriers').where('carrierId', '=', carrierId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function codSettings(db: Db): Promise<CodSettingsDto | null> {
  const row = await db
    .selectFrom('cod_settings')
    .select(['enabled', 'maxOrderPaise', 'feePaise'])
    .where('settingsId', '=', COD_ROW)
    .executeTakeFirst();
  if (!row) return null;
  return {
    enabled: toBool(row.enabled),
    maxOrderPaise: toNumber(row.maxOrderPaise),
    feePaise: toNumber(row.feePaise),
  };
}

export async function saveCodSettings(db: Db, s: CodSettingsDto, now: number): Promise<void> {
  const set = {
    enabled: s.enabled ? 1 : 0,
    maxOrderPaise: s.maxOrderPaise,
    feePaise: s.feePaise,
    updatedAt: now,
  };
  const q = db.insertInto('cod_settings').values({ settingsId: COD_ROW, ...set });
  await (db.getExecutor().adapter instanceof MysqlAdapter
    ? q.onDuplicateKeyUpdate(set)
    : q.onConflict((oc) => oc.column('settingsId').doUpdateSet(set))
  ).execute();
}
