import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Stock from the ledger (issue 19, decision 0016): remaining stays within 0..total, whatever code
 * runs, and the never-kept `purchasedQty` column goes (answers compute it from the ledger).
 *
 * Admin saves used to reset remaining to the total, putting back on sale what orders held (and
 * a later cancel pushed it above the total), and deleting a fully refunded order never gave its
 * stock back. First those deleted orders release their stock; then, before the CHECK can hold,
 * each variant is repaired from its ledger: what orders hold or sold is minus the sum of its
 * order movements; remaining becomes total minus that (the total is raised to it where orders
 * hold more than the total, as the shop did sell them), with one 'ledger_repair' movement so the
 * ledger still sums to remaining.
 *
 * MySQL/MariaDB swap the CHECK and drop the column in place (the CHECK names the column, so it
 * goes first). SQLite rebuilds the table with its documented procedure, as 0003 did.
 */
const NEW_CHECK = sql`remainedQty >= 0 AND totalQty >= 0 AND remainedQty <= totalQty`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed over no app schema
type AnyDb = Kysely<any>;

/**
 * Deleted orders that were neither shipped nor cancelled but still hold their stock: deleted after
 * a full refund, which the old delete never released. They give it back now, with the ledger's
 * 'order_release' movement and the flag, as `releaseOnDelete` does from 0011 on.
 */
async function releaseDeletedActiveOrders(db: AnyDb, at: number): Promise<void> {
  const stuck = await sql<{ frameSizeId: number; quantity: number | string }>`
    SELECT i.frameSizeId, SUM(i.quantity) AS quantity
    FROM order_items i JOIN orders o ON o.orderId = i.orderId
    WHERE o.deletedAt IS NOT NULL AND o.stockReserved = 1 AND o.status IN (1, 2)
      AND i.frameSizeId IS NOT NULL
    GROUP BY i.frameSizeId`.execute(db);
  for (const r of stuck.rows) {
    const quantity = Number(r.quantity);
    await db
      .insertInto('stock_movements')
      .values({
        frameSizeId: r.frameSizeId,
        delta: quantity,
        reason: 'order_release',
        actorUserId: null,
        createdAt: at,
      })
      .execute();
    await db
      .updateTable('frame_sizes')
      .set((eb) => ({ remainedQty: eb('remainedQty', '+', quantity) }))
      .where('frameSizeId', '=', r.frameSizeId)
      .execute();
  }
  await sql`UPDATE orders SET stockReserved = 0
    WHERE deletedAt IS NOT NULL AND stockReserved = 1 AND status IN (1, 2)`.execute(db);
}

async function repairFromLedger(db: AnyDb): Promise<void> {
  const at = Date.now();
  await releaseDeletedActiveOrders(db, at);
  const rows = await sql<{
    frameSizeId: number;
    totalQty: number;
    ledger: number | string | null;
    orders: number | string | null;
  }>`SELECT v.frameSizeId, v.totalQty,
      SUM(m.delta) AS ledger,
      SUM(CASE WHEN m.reason IN ('order_reserve', 'order_release') THEN m.delta ELSE 0 END) AS orders
    FROM frame_sizes v LEFT JOIN stock_movements m ON m.frameSizeId = v.frameSizeId
    GROUP BY v.frameSizeId, v.totalQty`.execute(db);
  for (const r of rows.rows) {
    const out = Math.max(0, -Number(r.orders ?? 0));
    const total = Math.max(Number(r.totalQty), out);
    const remaining = total - out;
    const delta = remaining - Number(r.ledger ?? 0);
    if (delta !== 0) {
      await db
        .insertInto('stock_movements')
        .values({
          frameSizeId: r.frameSizeId,
          delta,
          reason: 'ledger_repair',
          actorUserId: null,
          createdAt: at,
        })
        .execute();
    }
    await db
      .updateTable('frame_sizes')
      .set({ totalQty: total, remainedQty: remaining })
      .where('frameSizeId', '=', r.frameSizeId)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const any = db as AnyDb;
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await any.transaction().execute(repairFromLedger);
    await sql`ALTER TABLE frame_sizes DROP CONSTRAINT frame_sizes_stock_check`.execute(db);
    await sql`ALTER TABLE frame_sizes DROP COLUMN purchasedQty`.execute(db);
    await sql`ALTER TABLE frame_sizes ADD CONSTRAINT frame_sizes_stock_check CHECK (${NEW_CHECK})`.execute(
      db,
    );
    return;
  }
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await any.transaction().execute(async (trx) => {
      await repairFromLedger(trx);
      // AUTOINCREMENT's high-water mark goes with the dropped table: carried over (see 0003).
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
        .addUniqueConstraint('frame_sizes_frame_size_unique', ['frameId', 'sizeId'])
        .addCheckConstraint('frame_sizes_stock_check', NEW_CHECK)
        .execute();
      await sql`INSERT INTO frame_sizes_new
        (frameSizeId, frameId, sizeId, pricePaise, offerPricePaise, totalQty, remainedQty)
        SELECT frameSizeId, frameId, sizeId, pricePaise, offerPricePaise, totalQty, remainedQty
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
    await sql`ALTER TABLE frame_sizes ADD COLUMN purchasedQty integer NOT NULL DEFAULT 0`.execute(
      db,
    );
    await sql`ALTER TABLE frame_sizes ADD CONSTRAINT frame_sizes_stock_check
      CHECK (remainedQty >= 0 AND totalQty >= 0 AND purchasedQty >= 0)`.execute(db);
    return;
  }
  // SQLite keeps the stricter CHECK (never wrong); the column comes back for older code.
  await sql`ALTER TABLE frame_sizes ADD COLUMN purchasedQty integer NOT NULL DEFAULT 0`.execute(db);
}
