import type { Kysely } from 'kysely';

/**
 * Discount codes (issue 23).
 *
 * - `coupons`: one row per code, stored upper-case so codes are unique whatever the case the
 *   admin or shopper types. Money in paise; `value` is a percent (1..100) or paise by `kind`.
 *   `usesTaken` counts the uses held or used: placing an order takes one with a conditional
 *   UPDATE (`usesTaken < maxUses`), so the last use goes to exactly one order; the admin list
 *   reads its figures from `coupon_redemptions`, never from this counter.
 * - `coupon_redemptions`: one per order that used a code (orderId unique): held while the order
 *   waits for payment, used once paid, released (its use given back) when the order is cancelled
 *   or its payment fails or expires.
 * - `orders.couponCode` / `orders.discountPaise` and `order_items.discountPaise`: what the order
 *   was sold at, so invoices, e-mails and sales never re-derive it from a code that changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('couponId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('minSubtotalPaise', 'integer', (c) => c.notNull())
    .addColumn('startsAt', 'bigint')
    .addColumn('endsAt', 'bigint')
    .addColumn('maxUses', 'integer')
    .addColumn('maxUsesPerAccount', 'integer')
    .addColumn('appliesTo', 'varchar(8)', (c) => c.notNull())
    .addColumn('frameIds', 'text', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usesTaken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('redemptionId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('couponId', 'integer', (c) => c.notNull().references('coupons.couponId'))
    .addColumn('orderId', 'integer', (c) => c.notNull().unique().references('orders.orderId'))
    .addColumn('userId', 'integer')
    .addColumn('discountPaise', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_coupon_user_idx')
    .on('coupon_redemptions')
    .columns(['couponId', 'userId', 'state'])
    .execute();

  await db.schema.alterTable('orders').addColumn('couponCode', 'varchar(32)').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discountPaise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('discountPaise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('discountPaise').execute();
  await db.schema.alterTable('orders').dropColumn('discountPaise').execute();
  await db.schema.alterTable('orders').dropColumn('couponCode').execute();
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropTable('coupons').execute();
}
