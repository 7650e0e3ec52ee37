import type { Kysely } from 'kysely';

/**
 * Outgoing webhooks (issue 22). Timestamps are epoch milliseconds.
 *
 * - `webhook_endpoints`: where an admin wants events sent. `secret` is kept as issued, not
 *   hashed: every delivery is signed with HMAC-SHA256 over it, so the shop must be able to read
 *   it back (a hash cannot sign). It leaves the database only inside a signature; no answer
 *   carries it after the one that created the endpoint. `events` is a JSON list of event names.
 *   A deleted endpoint keeps its row (`deletedAt`) so its deliveries stay explainable.
 * - `webhook_deliveries`: one row per event per endpoint, written in the transaction of the change
 *   it reports and sent after commit by the job runner. `state` is pending, delivered or failed;
 *   `nextAttemptAt` is when it is due (null once delivered or given up); `leaseOwner`/`leaseUntil`
 *   let exactly one process send it at a time. The last answer is kept bounded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('endpointId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('secret', 'varchar(100)', (c) => c.notNull())
    .addColumn('events', 'varchar(1000)', (c) => c.notNull())
    .addColumn('createdBy', 'integer')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('disabledAt', 'bigint')
    .addColumn('deletedAt', 'bigint')
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('deliveryRowId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('endpointId', 'integer', (c) =>
      c.notNull().references('webhook_endpoints.endpointId'),
    )
    .addColumn('deliveryId', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('eventType', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('firstAttemptAt', 'bigint')
    .addColumn('nextAttemptAt', 'bigint')
    .addColumn('lastAttemptAt', 'bigint')
    .addColumn('lastStatusCode', 'integer')
    .addColumn('lastError', 'varchar(500)')
    .addColumn('lastAnswer', 'varchar(1000)')
    .addColumn('leaseOwner', 'varchar(100)')
    .addColumn('leaseUntil', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['nextAttemptAt'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint_idx')
    .on('webhook_deliveries')
    .columns(['endpointId', 'deliveryRowId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
