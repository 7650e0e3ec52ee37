import { type Kysely, sql } from 'kysely';

/**
 * Orders (issue 11). Money is integer paise; timestamps are epoch milliseconds.
 *
 * - `orders` keeps the shipping address and the account's e-mail as they were when the order
 *   was placed, the totals the server computed, `status` 1 to 5 (spec section 4) and the
 *   payment status as text. `stockReserved` says whether the order holds its pre-listed lines'
 *   stock right now: releases and re-reservations flip it with a conditional UPDATE, so stock
 *   moves exactly once whoever races. `hasPrelisted` / `hasCustom` make the admin's Regular and
 *   Custom tabs an indexed filter. `deletedAt` is the soft delete (the row stays for accounts).
 *   The user's id goes null if the account is deleted: the order stays for the accounts.
 * - `order_items` keeps a JSON `snapshot` of what was bought (validated by the contract's zod
 *   schema on read), so later catalogue edits never change an order. `frameSizeId` is the
 *   variant whose stock the line holds (null for custom lines, or once the variant is deleted).
 * - `order_events` is the timeline: who did what and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('orderId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('userId', 'integer', (c) => c.references('users.userId').onDelete('set null'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('firstName', 'varchar(100)', (c) => c.notNull())
    .addColumn('lastName', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('apt', 'varchar(150)')
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(60)', (c) => c.notNull())
    .addColumn('postalCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('phone', 'varchar(10)', (c) => c.notNull())
    .addColumn('subtotalPaise', 'integer', (c) => c.notNull())
    .addColumn('shippingPaise', 'integer', (c) => c.notNull())
    .addColumn('gstPaise', 'integer', (c) => c.notNull())
    .addColumn('grandTotalPaise', 'integer', (c) => c.notNull())
    .addColumn('gstRatePercent', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('paymentStatus', 'varchar(32)', (c) => c.notNull().defaultTo('awaiting payment'))
    .addColumn('stockReserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hasPrelisted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hasCustom', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addColumn('deletedAt', 'bigint')
    .addCheckConstraint('orders_status_check', sql`status BETWEEN 1 AND 5`)
    .execute();
  // The admin list: live orders newest first, optionally one tab; the shopper's list.
  await db.schema
    .createIndex('orders_admin_idx')
    .on('orders')
    .columns(['deletedAt', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('orders_user_idx')
    .on('orders')
    .columns(['userId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('orderItemId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('orderId', 'integer', (c) =>
      c.notNull().references('orders.orderId').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('productType', 'varchar(16)', (c) => c.notNull())
    .addColumn('frameSizeId', 'integer', (c) =>
      c.references('frame_sizes.frameSizeId').onDelete('set null'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unitPricePaise', 'integer', (c) => c.notNull())
    .addColumn('totalPaise', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addCheckConstraint('order_items_quantity_check', sql`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .columns(['orderId', 'position'])
    .execute();
  await db.schema
    .createIndex('order_items_frame_size_idx')
    .on('order_items')
    .column('frameSizeId')
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('eventId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('orderId', 'integer', (c) =>
      c.notNull().references('orders.orderId').onDelete('cascade'),
    )
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actorUserId', 'integer', (c) => c.references('users.userId').onDelete('set null'))
    /** 'shopper', 'admin' or the system job's name. */
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .columns(['orderId', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
}
