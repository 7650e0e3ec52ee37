import type { Kysely } from 'kysely';

// Timestamps are epoch milliseconds in BIGINT: identical on SQLite and MySQL, no time zones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('userId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('firstName', 'varchar(100)', (c) => c.notNull())
    .addColumn('lastName', 'varchar(100)', (c) => c.notNull())
    // Stored lower-cased, so the unique index is case-insensitive on every engine.
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('passwordHash', 'varchar(255)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_email_unique', ['email'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sessionId', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('secretHash', 'varchar(64)', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) =>
      c.notNull().references('users.userId').onDelete('cascade'),
    )
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('userId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
