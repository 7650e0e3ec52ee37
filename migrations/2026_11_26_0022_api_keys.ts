import type { Kysely } from 'kysely';

/**
 * Integrations' API keys (issue 22). Only the key's SHA-256 is stored; a revoked key keeps its
 * row (revokedAt) so the list of what once had access survives. A deleted creator leaves the
 * key working with no creator named: keys belong to the shop, not to the admin who made them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('apiKeyId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('keyHash', 'varchar(64)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('scopes', 'varchar(255)', (c) => c.notNull())
    .addColumn('createdBy', 'integer', (c) => c.references('users.userId').onDelete('set null'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('lastUsedAt', 'bigint')
    .addColumn('revokedAt', 'bigint')
    .addUniqueConstraint('api_keys_hash_unique', ['keyHash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
