import type { Kysely } from 'kysely';

/**
 * The audit log (decision 0025): one row per change a person, a key or a job made to shop data,
 * written in the change's own transaction. Append-only: no foreign keys, so deleting a user,
 * key or frame leaves its entries (and the actor's name, copied at write time) as they were.
 * `before`/`after` hold only the changed fields, as JSON text (portable: TEXT on both engines).
 * Listed newest first by `auditId` (keyset); each filter has an index ending in `auditId`, so a
 * filtered page reads its rows in index order without a sort.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('auditId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('at', 'bigint', (c) => c.notNull())
    // 'staff' | 'apiKey' | 'system' | 'shopper'
    .addColumn('actorKind', 'varchar(10)', (c) => c.notNull())
    .addColumn('actorUserId', 'integer')
    .addColumn('actorApiKeyId', 'integer')
    .addColumn('actorName', 'varchar(200)', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('action', 'varchar(80)', (c) => c.notNull())
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entityId', 'varchar(64)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entityId', 'auditId'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actorUserId', 'auditId'])
    .execute();
  await db.schema
    .createIndex('audit_log_action')
    .on('audit_log')
    .columns(['action', 'auditId'])
    .execute();
  // Date ranges and the retention sweep.
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
