import type { Kysely } from 'kysely';

/**
 * The admin's daily screens (issue 24).
 *
 * - `stock_movements.note` and `actorName`: a stock adjustment (received, damaged, counted) keeps
 *   the admin's reason and name beside the delta. The name is copied, not joined, because the
 *   ledger outlives the account that wrote it (the table has no foreign key to users either).
 * - `contact_replies`: the e-mail replies an admin sent to an inquiry, kept with it (who, when,
 *   what). Deleting the inquiry deletes its replies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_movements').addColumn('note', 'varchar(200)').execute();
  await db.schema.alterTable('stock_movements').addColumn('actorName', 'varchar(120)').execute();

  await db.schema
    .createTable('contact_replies')
    .addColumn('replyId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('contactId', 'integer', (c) =>
      c.notNull().references('contacts.contactId').onDelete('cascade'),
    )
    .addColumn('body', 'text', (c) => c.notNull())
    // No foreign key: the reply stays when the admin's account goes.
    .addColumn('adminUserId', 'integer')
    .addColumn('adminName', 'varchar(120)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_replies_contact_idx')
    .on('contact_replies')
    .column('contactId')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_replies').execute();
  await db.schema.alterTable('stock_movements').dropColumn('actorName').execute();
  await db.schema.alterTable('stock_movements').dropColumn('note').execute();
}
