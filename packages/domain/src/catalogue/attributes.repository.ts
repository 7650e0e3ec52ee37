import type { Kysely } from 'kysely';
import type { Db } from '../shared/db';

/** The three tables of unique, case-insensitive names (materials, frame materials, thicknesses). */
export interface NamedTable {
  table: 'materials' | 'frame_materials' | 'thicknesses';
  id: string;
  name: string;
}

export interface NamedRow {
  id: number;
  name: string;
}

// The three tables share a shape the type system cannot see through a union of names.
const loose = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

const toRow = (t: NamedTable, row: Record<string, unknown>): NamedRow => ({
  id: Number(row[t.id]),
  name: String(row[t.name]),
});

export async function findNamed(db: Db, t: NamedTable, id: number): Promise<NamedRow | undefined> {
  const row = await loose(db)
    .selectFrom(t.table)
    .select([t.id, t.name])
    .where(t.id, '=', id)
    .executeTakeFirst();
  return row && toRow(t, row);
}

/**
 * In natural order: "3mm" before "12mm", "Canvas" before "canvas 2". Numbers inside names
 * compare by value; the database's text order cannot do that portably, and these lists are
 * short (a few dozen rows), so the sort happens here.
 */
export async function listNamed(db: Db, t: NamedTable): Promise<NamedRow[]> {
  const rows = await loose(db).selectFrom(t.table).select([t.id, t.name]).execute();
  return rows
    .map((row) => toRow(t, row))
    .sort((a, b) => naturalOrder.compare(a.name, b.name) || a.id - b.id);
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export async function insertNamed(db: Db, t: NamedTable, name: string): Promise<number> {
  const result = await loose(db)
    .insertInto(t.table)
    .values({ [t.name]: name, nameKey: name.toLowerCase() })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** False when there is no such row (the connection reports matched rows on both engines). */
export async function updateNamed(db: Db, t: NamedTable, id: number, name: string) {
  const result = await loose(db)
    .updateTable(t.table)
    .set({ [t.name]: name, nameKey: name.toLowerCase() })
    .where(t.id, '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteNamed(db: Db, t: NamedTable, id: number): Promise<void> {
  await loose(db).deleteFrom(t.table).where(t.id, '=', id).execute();
}
