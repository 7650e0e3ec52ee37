import { type Kysely, sql } from 'kysely';

/**
 * Accounts shoppers can recover and manage (issue 22).
 *
 * - `account_tokens`: one-time links for a password reset (30 minutes) or an e-mail
 *   verification (24 hours). Only the SHA-256 of the 256-bit token is kept; `usedAt` makes it
 *   single use; issuing a new one deletes the account's older ones of the same purpose.
 * - `users.emailVerifiedAt`: when the address was proven (null: not yet).
 * - `sessions.userAgent` / `lastSeenAt`: what the devices list shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_tokens')
    .addColumn('tokenId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('userId', 'integer', (c) =>
      c.notNull().references('users.userId').onDelete('cascade'),
    )
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('usedAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addCheckConstraint('account_tokens_purpose_check', sql`purpose IN ('reset', 'verify')`)
    .execute();
  await db.schema
    .createIndex('account_tokens_user_idx')
    .on('account_tokens')
    .columns(['userId', 'purpose'])
    .execute();
  await db.schema.alterTable('users').addColumn('emailVerifiedAt', 'bigint').execute();
  await db.schema.alterTable('sessions').addColumn('userAgent', 'varchar(300)').execute();
  await db.schema.alterTable('sessions').addColumn('lastSeenAt', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('lastSeenAt').execute();
  await db.schema.alterTable('sessions').dropColumn('userAgent').execute();
  await db.schema.alterTable('users').dropColumn('emailVerifiedAt').execute();
  await db.schema.dropTable('account_tokens').execute();
}
