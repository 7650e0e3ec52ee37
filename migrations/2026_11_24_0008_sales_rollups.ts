import type { Kysely } from 'kysely';

/**
 * Sales rollups (issue 13): the sales dashboard's figures kept up to date in the same
 * transaction as every payment, refund, status change and deletion, so a summary reads a few
 * hundred rollup rows instead of every order (docs/decisions/0013-sales-rollups.md).
 *
 * `period` is an India Standard Time calendar bucket: a month as yyyymm (202603) or a day as
 * yyyymmdd (20260301). Both grains are written for every counted order, and the two key ranges
 * never overlap, so a range reads whole months from month rows and only its ragged edges from
 * day rows. Money is integer paise, areas integer ten-thousandths of a square foot.
 *
 * - `sales_totals`: per period and status, counted orders, sales (grand total minus refunds),
 *   item revenue by kind (custom / ready-made) and the custom lines' print area.
 * - `sales_products`: per period, status and pre-listed frame: units and item revenue.
 * - `sales_product_names`: the name and first image a frame was last sold under.
 * - `sales_materials`: per period, status and custom material x frame material pair.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sales_totals')
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('salesPaise', 'bigint', (c) => c.notNull())
    .addColumn('customPaise', 'bigint', (c) => c.notNull())
    .addColumn('readyMadePaise', 'bigint', (c) => c.notNull())
    .addColumn('customLines', 'integer', (c) => c.notNull())
    .addColumn('customAreaE4', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_totals_pk', ['period', 'status'])
    .execute();

  await db.schema
    .createTable('sales_products')
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('frameId', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('revenuePaise', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_products_pk', ['period', 'status', 'frameId'])
    .execute();

  // No foreign key to frames: a deleted frame's sales stay in the figures.
  await db.schema
    .createTable('sales_product_names')
    .addColumn('frameId', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('image', 'varchar(300)')
    .execute();

  await db.schema
    .createTable('sales_materials')
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('material', 'varchar(100)', (c) => c.notNull())
    .addColumn('frameMaterial', 'varchar(100)', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('revenuePaise', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_materials_pk', [
      'period',
      'status',
      'material',
      'frameMaterial',
    ])
    .execute();

  // The dashboard's latest counted orders in a range: read backwards from the range's end.
  // MariaDB will not bound a backward scan of the admin index (deletedAt, createdAt) by
  // createdAt once deletedAt IS NULL is its ref key (it read 55,000 rows for ten at 1M orders),
  // so this index serves the range alone.
  await db.schema.createIndex('orders_created_idx').on('orders').column('createdAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_created_idx').on('orders').execute();
  await db.schema.dropTable('sales_materials').execute();
  await db.schema.dropTable('sales_product_names').execute();
  await db.schema.dropTable('sales_products').execute();
  await db.schema.dropTable('sales_totals').execute();
}
