import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * A gateway notification that could not be confirmed yet (the status API down) is processed
 * again later: `notBefore` and `tries`. On MySQL the dedupe key is compared byte for byte, as
 * the merchant ids are: two keys differing only in case are two notifications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_webhooks').addColumn('notBefore', 'bigint').execute();
  await db.schema
    .alterTable('payment_webhooks')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`ALTER TABLE payment_webhooks MODIFY dedupeKey varchar(191) COLLATE utf8mb4_bin NOT NULL`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_webhooks').dropColumn('tries').execute();
  await db.schema.alterTable('payment_webhooks').dropColumn('notBefore').execute();
}
