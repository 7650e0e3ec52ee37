import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Payments (issue 12) and the mail outbox (issue 11). Money is integer paise; timestamps are
 * epoch milliseconds.
 *
 * - `order_items.frameId` names the frame a ready-made line bought (reviews' verified badge).
 * - `orders.refundedPaise` is what has been refunded so far (sales subtract it);
 *   `paymentFlag` marks an order for the admin (an amount mismatch, a failed refund); `paidAt`
 *   is when the gateway confirmed the money.
 * - `payment_attempts`: one row per trip to the gateway, keyed by our `merchantOrderId`
 *   (at most 35 of `[A-Za-z0-9_-]`, compared byte for byte on both engines). `nextCheckAt` is
 *   when the reconciler asks the gateway next (null once settled); `leaseOwner`/`leaseUntil`
 *   let exactly one server process work an attempt at a time.
 * - `payment_webhooks`: every notification as received, unique by its `dedupeKey`, so a
 *   duplicate is a no-op; processed later by confirming with the status API.
 * - `refunds`: one row per refund asked of the gateway, tracked until COMPLETED or FAILED.
 * - `mail_outbox`: mail written in the same transaction as the change it reports and sent after
 *   commit by a job, retried with backoff, so a mail failure never fails an order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .alterTable('orders')
    .addColumn('refundedPaise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('paymentFlag', 'varchar(120)').execute();
  await db.schema.alterTable('orders').addColumn('paidAt', 'bigint').execute();
  // The frame a ready-made line bought, as a column (the snapshot is JSON): reviews ask
  // "has this author a delivered order with this frame" for their 'Verified purchase' badge.
  await db.schema.alterTable('order_items').addColumn('frameId', 'integer').execute();
  await db.schema
    .createIndex('order_items_frame_idx')
    .on('order_items')
    .columns(['frameId', 'orderId'])
    .execute();

  await db.schema
    .createTable('payment_attempts')
    .addColumn('attemptId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchantOrderId', 'varchar(35)', (c) =>
      sqlite ? c.notNull().unique() : c.modifyFront(sql`COLLATE utf8mb4_bin`).notNull().unique(),
    )
    .addColumn('orderId', 'integer', (c) =>
      c.notNull().references('orders.orderId').onDelete('cascade'),
    )
    .addColumn('userId', 'integer', (c) => c.references('users.userId').onDelete('set null'))
    .addColumn('api', 'varchar(4)', (c) => c.notNull())
    .addColumn('amountPaise', 'integer', (c) => c.notNull())
    /** pending | completed | failed | expired */
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('gatewayOrderId', 'varchar(64)')
    .addColumn('gatewayTransactionId', 'varchar(64)')
    .addColumn('redirectUrl', 'varchar(1000)')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('expireAt', 'bigint', (c) => c.notNull())
    .addColumn('nextCheckAt', 'bigint')
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leaseOwner', 'varchar(64)')
    .addColumn('leaseUntil', 'bigint')
    .addColumn('settledAt', 'bigint')
    .addColumn('note', 'varchar(300)')
    .execute();
  await db.schema
    .createIndex('payment_attempts_due_idx')
    .on('payment_attempts')
    .columns(['nextCheckAt'])
    .execute();
  await db.schema
    .createIndex('payment_attempts_order_idx')
    .on('payment_attempts')
    .columns(['orderId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('payment_webhooks')
    .addColumn('webhookId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('dedupeKey', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('merchantOrderId', 'varchar(64)')
    .addColumn('merchantRefundId', 'varchar(64)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('receivedAt', 'bigint', (c) => c.notNull())
    .addColumn('processedAt', 'bigint')
    .addColumn('outcome', 'varchar(300)')
    .execute();
  await db.schema
    .createIndex('payment_webhooks_todo_idx')
    .on('payment_webhooks')
    .columns(['processedAt', 'receivedAt'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('refundId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchantRefundId', 'varchar(35)', (c) =>
      sqlite ? c.notNull().unique() : c.modifyFront(sql`COLLATE utf8mb4_bin`).notNull().unique(),
    )
    .addColumn('orderId', 'integer', (c) =>
      c.notNull().references('orders.orderId').onDelete('cascade'),
    )
    .addColumn('attemptId', 'integer', (c) =>
      c.notNull().references('payment_attempts.attemptId').onDelete('cascade'),
    )
    .addColumn('amountPaise', 'integer', (c) => c.notNull())
    /** PENDING | CONFIRMED | COMPLETED | FAILED, as the gateway says. */
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('requestedBy', 'varchar(64)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addColumn('nextCheckAt', 'bigint')
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leaseOwner', 'varchar(64)')
    .addColumn('leaseUntil', 'bigint')
    .addColumn('note', 'varchar(300)')
    .addCheckConstraint('refunds_amount_check', sql`amountPaise > 0`)
    .execute();
  await db.schema.createIndex('refunds_due_idx').on('refunds').columns(['nextCheckAt']).execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').columns(['orderId']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('mailId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('toAddress', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('textBody', 'text', (c) => c.notNull())
    .addColumn('htmlBody', 'text', (c) => c.notNull())
    .addColumn('replyTo', 'varchar(254)')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'bigint')
    .addColumn('leaseUntil', 'bigint')
    .addColumn('sentAt', 'bigint')
    .addColumn('lastError', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['nextAttemptAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('payment_webhooks').execute();
  await db.schema.dropTable('payment_attempts').execute();
  await db.schema.dropIndex('order_items_frame_idx').on('order_items').execute();
  await db.schema.alterTable('order_items').dropColumn('frameId').execute();
  await db.schema.alterTable('orders').dropColumn('paidAt').execute();
  await db.schema.alterTable('orders').dropColumn('paymentFlag').execute();
  await db.schema.alterTable('orders').dropColumn('refundedPaise').execute();
}
