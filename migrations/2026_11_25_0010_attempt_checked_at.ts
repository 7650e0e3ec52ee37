import type { Kysely } from 'kysely';

/**
 * When a shopper's return page last had the gateway asked about an attempt: the page may ask
 * again only after a pause, so reloading it (or a script) cannot turn into a stream of status
 * calls against PhonePe's rate limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_attempts').addColumn('shopperCheckedAt', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_attempts').dropColumn('shopperCheckedAt').execute();
}
