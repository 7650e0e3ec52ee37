import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Remaining stock can never go below zero, whatever code runs: a CHECK on frame_sizes, which
 * SQLite and MariaDB/MySQL 8 both enforce. Orders take stock with a conditional decrement
 * (`... WHERE remainedQty >= ?`); this is the backstop should anything ever skip it.
 *
 * MySQL adds the constraint in place. SQLite cannot add a CHECK to an existing table, so the
 * table is rebuilt with SQLite's documented procedure (foreign keys off, copy, drop, rename,
 * check, foreign keys on). Kysely runs SQLite migrations outside a transaction, which is what
 * lets the PRAGMA take effect; the copy itself runs in one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`ALTER TABLE frame_sizes ADD CONSTRAINT frame_sizes_stock_check
      CHECK (remainedQty >= 0 AND totalQty >= 0 AND purchasedQty >= 0)`.execute(db);
    return;
  }
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      // AUTOINCREMENT's high-water mark lives in sqlite_sequence and goes with the dropped
      // table: carry it over, so an id once used (by a deleted variant) is never handed out again.
      const sequence = await sql<{ seq: number }>`
        SELECT seq FROM sqlite_sequence WHERE name = 'frame_sizes'`.execute(trx);
      await trx.schema
        .createTable('frame_sizes_new')
        .addColumn('frameSizeId', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('frameId', 'integer', (c) =>
          c.notNull().references('frames.frameId').onDelete('cascade'),
        )
        .addColumn('sizeId', 'integer', (c) => c.notNull().references('sizes.sizeId'))
        .addColumn('pricePaise', 'integer', (c) => c.notNull())
        .addColumn('offerPricePaise', 'integer')
        .addColumn('totalQty', 'integer', (c) => c.notNull())
        .addColumn('remainedQty', 'integer', (c) => c.notNull())
        .addColumn('purchasedQty', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('frame_sizes_frame_size_unique', ['frameId', 'sizeId'])
        .addCheckConstraint(
          'frame_sizes_stock_check',
          sql`remainedQty >= 0 AND totalQty >= 0 AND purchasedQty >= 0`,
        )
        .execute();
      await sql`INSERT INTO frame_sizes_new
        (frameSizeId, frameId, sizeId, pricePaise, offerPricePaise, totalQty, remainedQty, purchasedQty)
        SELECT frameSizeId, frameId, sizeId, pricePaise, offerPricePaise, totalQty, remainedQty, purchasedQty
        FROM frame_sizes`.execute(trx);
      await trx.schema.dropTable('frame_sizes').execute();
      await sql`ALTER TABLE frame_sizes_new RENAME TO frame_sizes`.execute(trx);
      const highWater = Number(sequence.rows[0]?.seq ?? 0);
      await sql`DELETE FROM sqlite_sequence WHERE name = 'frame_sizes'`.execute(trx);
      if (highWater > 0) {
        await sql`INSERT INTO sqlite_sequence (name, seq) VALUES ('frame_sizes', ${highWater})`.execute(
          trx,
        );
      }
      await trx.schema
        .createIndex('frame_sizes_size_idx')
        .on('frame_sizes')
        .column('sizeId')
        .execute();
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('frame_sizes rebuild broke a foreign key');
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`ALTER TABLE frame_sizes DROP CONSTRAINT frame_sizes_stock_check`.execute(db);
  }
  // SQLite keeps the CHECK: dropping it would need the same rebuild, and it is never wrong.
}
