import type { Kysely } from 'kysely';

/**
 * Shipment tracking and cash on delivery (issue 23).
 *
 * - `carriers`: the couriers an admin ships with, each with a tracking URL template holding
 *   `{awb}` once.
 * - `cod_settings`: one row (id 1) once an admin saves them; until then COD is off.
 * - `orders` gains how it is paid (`paymentMethod` 'phonepe' | 'cod'), the COD fee it carries
 *   (inside its grand total), and the shipment: the carrier's name and the tracking link as
 *   they were when it shipped (a carrier renamed or removed later does not change them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carriers')
    .addColumn('carrierId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('trackingUrl', 'varchar(300)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cod_settings')
    .addColumn('settingsId', 'integer', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('maxOrderPaise', 'integer', (c) => c.notNull())
    .addColumn('feePaise', 'integer', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('paymentMethod', 'varchar(8)', (c) => c.notNull().defaultTo('phonepe'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('codFeePaise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('carrier', 'varchar(60)').execute();
  await db.schema.alterTable('orders').addColumn('trackingNumber', 'varchar(30)').execute();
  await db.schema.alterTable('orders').addColumn('trackingUrl', 'varchar(400)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('trackingUrl').execute();
  await db.schema.alterTable('orders').dropColumn('trackingNumber').execute();
  await db.schema.alterTable('orders').dropColumn('carrier').execute();
  await db.schema.alterTable('orders').dropColumn('codFeePaise').execute();
  await db.schema.alterTable('orders').dropColumn('paymentMethod').execute();
  await db.schema.dropTable('cod_settings').execute();
  await db.schema.dropTable('carriers').execute();
}
