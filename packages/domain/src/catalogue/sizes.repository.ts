import type { SizeDto } from '@frameshop/contracts/catalogue/dtos';
import { sizeLabel } from '@frameshop/contracts/catalogue/dtos';
import type { Db } from '../shared/db';

/** Sizes are stored in hundredths of an inch so 12.1 x 18 is exact and unique on both engines. */
export const toCenti = (inches: number) => Math.round(inches * 100);

export function toSizeDto(row: {
  sizeId: number;
  widthCenti: number;
  heightCenti: number;
}): SizeDto {
  const width = Number(row.widthCenti) / 100;
  const height = Number(row.heightCenti) / 100;
  return { sizeId: Number(row.sizeId), width, height, label: sizeLabel(width, height) };
}

export async function findSize(db: Db, sizeId: number): Promise<SizeDto | undefined> {
  const row = await db
    .selectFrom('sizes')
    .selectAll()
    .where('sizeId', '=', sizeId)
    .executeTakeFirst();
  return row && toSizeDto(row);
}

export async function listSizes(db: Db): Promise<SizeDto[]> {
  const rows = await db
    .selectFrom('sizes')
    .selectAll()
    .orderBy('widthCenti')
    .orderBy('heightCenti')
    .execute();
  return rows.map(toSizeDto);
}

/** The ids among `sizeIds` that exist. */
export async function existingSizeIds(db: Db, sizeIds: number[]): Promise<Set<number>> {
  if (sizeIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sizes')
    .select('sizeId')
    .where('sizeId', 'in', sizeIds)
    .execute();
  return new Set(rows.map((r) => Number(r.sizeId)));
}

export async function insertSize(db: Db, size: { width: number; height: number }) {
  const values = { widthCenti: toCenti(size.width), heightCenti: toCenti(size.height) };
  const result = await db.insertInto('sizes').values(values).executeTakeFirstOrThrow();
  return toSizeDto({ sizeId: Number(result.insertId), ...values });
}

/** The saved size, or null when there is no such size. */
export async function updateSize(
  db: Db,
  sizeId: number,
  size: { width: number; height: number },
): Promise<SizeDto | null> {
  const values = { widthCenti: toCenti(size.width), heightCenti: toCenti(size.height) };
  const result = await db
    .updateTable('sizes')
    .set(values)
    .where('sizeId', '=', sizeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? toSizeDto({ sizeId, ...values }) : null;
}

export async function deleteSize(db: Db, sizeId: number): Promise<void> {
  await db.deleteFrom('sizes').where('sizeId', '=', sizeId).execute();
}
