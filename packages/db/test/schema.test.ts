import { migrations } from '@frameshop/migrations';
import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/create-db';
import { TABLES_CHILD_FIRST } from '../src/schema';
import { describeEachDialect } from '../src/testing/test-database';

/** Every (child, parent) foreign-key pair of the migrated schema, read from the engine itself. */
async function foreignKeys(t: Parameters<Parameters<typeof describeEachDialect>[1]>[0]) {
  if (t.dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`
      SELECT name FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual')
        AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'`.execute(t.db);
    const pairs: [string, string][] = [];
    for (const { name } of tables.rows) {
      const fks = await sql<{ table: string }>`
        SELECT * FROM pragma_foreign_key_list(${name})`.execute(t.db);
      for (const fk of fks.rows) pairs.push([name, fk.table]);
    }
    return { tables: tables.rows.map((r) => r.name), pairs };
  }
  const tables = await sql<{ name: string }>`
    SELECT TABLE_NAME AS name FROM information_schema.TABLES
    WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME NOT LIKE 'kysely_%'`.execute(t.db);
  const fks = await sql<{ child: string; parent: string }>`
    SELECT TABLE_NAME AS child, REFERENCED_TABLE_NAME AS parent
    FROM information_schema.KEY_COLUMN_USAGE
    WHERE TABLE_SCHEMA = DATABASE() AND REFERENCED_TABLE_NAME IS NOT NULL`.execute(t.db);
  return {
    tables: tables.rows.map((r) => r.name),
    pairs: fks.rows.map((r) => [r.child, r.parent] as [string, string]),
  };
}

describeEachDialect('schema', (t) => {
  it('TABLES_CHILD_FIRST lists every table, each before the tables it references', async () => {
    const { tables, pairs } = await foreignKeys(t);
    expect([...TABLES_CHILD_FIRST].sort()).toEqual([...tables].sort());
    expect(pairs.length).toBeGreaterThan(5);
    const position = new Map<string, number>(TABLES_CHILD_FIRST.map((name, i) => [name, i]));
    for (const [child, parent] of pairs) {
      if (child === parent) continue;
      expect(
        position.get(child) ?? -1,
        `${child} must come before ${parent}, which it references`,
      ).toBeLessThan(position.get(parent) ?? -1);
    }
  });

  it('refuses negative stock with a CHECK constraint, and keeps the foreign keys', async () => {
    await t.truncate();
    const m = await t.db
      .insertInto('materials')
      .values({ materialName: 'M', nameKey: 'm' })
      .executeTakeFirstOrThrow();
    const f = await t.db
      .insertInto('frame_materials')
      .values({ materialName: 'F', nameKey: 'f' })
      .executeTakeFirstOrThrow();
    const s = await t.db
      .insertInto('sizes')
      .values({ widthCenti: 100, heightCenti: 100 })
      .executeTakeFirstOrThrow();
    const frame = await t.db
      .insertInto('frames')
      .values({
        name: 'F',
        description: 'd',
        basePricePaise: 100,
        colors: '[]',
        careInstruction: '[]',
        includes: '[]',
        materialId: Number(m.insertId),
        frameMaterialId: Number(f.insertId),
        frameShape: 'Square',
        weightGrams: 1,
        origin: '',
        isNewArrival: 0,
        isOffer: 0,
        archivedAt: null,
        createdAt: 1,
        updatedAt: 1,
      })
      .executeTakeFirstOrThrow();
    const variant = await t.db
      .insertInto('frame_sizes')
      .values({
        frameId: Number(frame.insertId),
        sizeId: Number(s.insertId),
        pricePaise: 100,
        offerPricePaise: null,
        totalQty: 2,
        remainedQty: 2,
      })
      .executeTakeFirstOrThrow();
    const id = Number(variant.insertId);
    await expect(
      t.db
        .updateTable('frame_sizes')
        .set((eb) => ({ remainedQty: eb('remainedQty', '-', 3) }))
        .where('frameSizeId', '=', id)
        .execute(),
    ).rejects.toThrow(/check|constraint/i);
    const row = await t.db
      .selectFrom('frame_sizes')
      .select('remainedQty')
      .where('frameSizeId', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.remainedQty)).toBe(2);
    // The rebuilt SQLite table still cascades and is still referenced by the ledger.
    await expect(
      t.db
        .insertInto('stock_movements')
        .values({
          frameSizeId: 999_999,
          delta: 1,
          reason: 'initial',
          actorUserId: null,
          createdAt: 1,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
    await t.truncate();
  });
});

describe('migration 0003 on an SQLite shop with data', () => {
  it('keeps rows, ledger, cascade and the id high-water mark', async () => {
    const database = createDatabase('sqlite::memory:');
    const db = database.db;
    const migrator = new Migrator({
      db: db as Kysely<unknown>,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('2026_11_21_0002_catalogue')).error).toBeUndefined();
    await sql`INSERT INTO materials (materialName, nameKey) VALUES ('M', 'm')`.execute(db);
    await sql`INSERT INTO frame_materials (materialName, nameKey) VALUES ('F', 'f')`.execute(db);
    await sql`INSERT INTO sizes (widthCenti, heightCenti) VALUES (100, 100), (200, 200), (300, 300)`.execute(
      db,
    );
    await sql`INSERT INTO frames (name, description, basePricePaise, colors, careInstruction,
      includes, materialId, frameMaterialId, frameShape, weightGrams, origin, isNewArrival, isOffer,
      archivedAt, createdAt, updatedAt)
      VALUES ('Oak', 'd', 100, '[]', '[]', '[]', 1, 1, 'Square', 1, '', 0, 0, NULL, 1, 1)`.execute(
      db,
    );
    for (const sizeId of [1, 2, 3]) {
      await sql`INSERT INTO frame_sizes (frameId, sizeId, pricePaise, totalQty, remainedQty, purchasedQty)
        VALUES (1, ${sizeId}, 100, 5, 5, 0)`.execute(db);
      await sql`INSERT INTO stock_movements (frameSizeId, delta, reason, createdAt)
        VALUES (${sizeId}, 5, 'initial', 1)`.execute(db);
    }
    // The newest variant is deleted: its id (3) must never be handed out again.
    await sql`DELETE FROM frame_sizes WHERE frameSizeId = 3`.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const kept = await db
      .selectFrom('frame_sizes')
      .select(['frameSizeId', 'remainedQty'])
      .execute();
    expect(kept.map((r) => [Number(r.frameSizeId), Number(r.remainedQty)])).toEqual([
      [1, 5],
      [2, 5],
    ]);
    const next = await db
      .insertInto('frame_sizes')
      .values({
        frameId: 1,
        sizeId: 3,
        pricePaise: 100,
        offerPricePaise: null,
        totalQty: 1,
        remainedQty: 1,
      })
      .executeTakeFirstOrThrow();
    expect(Number(next.insertId)).toBe(4);
    expect(
      (
        await sql<{ name: string }>`SELECT name FROM pragma_index_list('frame_sizes')`.execute(db)
      ).rows.map((r) => r.name),
    ).toEqual(expect.arrayContaining(['frame_sizes_size_idx']));
    // Deleting the frame still cascades to its variants and their ledger rows.
    await db.deleteFrom('frames').execute();
    expect(await db.selectFrom('frame_sizes').select('frameSizeId').execute()).toEqual([]);
    expect(await db.selectFrom('stock_movements').select('movementId').execute()).toEqual([]);
    await database.destroy();
  });
});
