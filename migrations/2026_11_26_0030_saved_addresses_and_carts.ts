import type { Kysely } from 'kysely';

/**
 * Issue 24, the shopper after the order: delivery addresses kept on the account, and the cart
 * of a signed-in shopper kept on the server so it follows them across devices. Both go with
 * the account (ON DELETE CASCADE). The cart is one row per account holding its lines as JSON,
 * checked by the contract's schema on every read and write: lines are what was chosen, never
 * money, and are read and written whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_addresses')
    .addColumn('addressId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('userId', 'integer', (c) =>
      c.notNull().references('users.userId').onDelete('cascade'),
    )
    .addColumn('firstName', 'varchar(100)', (c) => c.notNull())
    .addColumn('lastName', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('apt', 'varchar(150)')
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(60)', (c) => c.notNull())
    .addColumn('postalCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('phone', 'varchar(10)', (c) => c.notNull())
    .addColumn('isDefault', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_addresses_user')
    .on('saved_addresses')
    .columns(['userId', 'addressId'])
    .execute();

  await db.schema
    .createTable('saved_carts')
    .addColumn('userId', 'integer', (c) =>
      c.primaryKey().references('users.userId').onDelete('cascade'),
    )
    // At most 30 lines of a few hundred characters each: well inside TEXT on both engines.
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_carts').execute();
  await db.schema.dropTable('saved_addresses').execute();
}
