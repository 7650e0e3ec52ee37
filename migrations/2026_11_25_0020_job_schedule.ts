import type { Kysely } from 'kysely';

/**
 * When each periodic job (the hourly sweeps) may next run. With several processes, the one
 * whose conditional UPDATE moves `nextRunAt` on runs it; the others skip that turn (issue 20).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_schedule')
    .addColumn('jobName', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('nextRunAt', 'bigint', (col) => col.notNull())
    .addColumn('lastOwner', 'varchar(100)')
    .addColumn('lastRunAt', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_schedule').execute();
}
