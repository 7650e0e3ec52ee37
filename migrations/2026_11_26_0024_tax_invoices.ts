import type { Kysely } from 'kysely';

/**
 * GST tax invoices and credit notes (issue 23).
 *
 * - `seller_settings`: one row (id 1) once an admin saves the seller's details; until then
 *   they come from SELLER_* configuration.
 * - `material_tax`: HSN code and GST rate per product material; a material without a row
 *   takes HSN 4414 and the configured rate.
 * - `invoice_series`: the last number used per series ('invoice' or 'credit') and financial
 *   year; taken with a conditional upsert in the transaction that issues the document, so
 *   numbers are consecutive, never reused or skipped.
 * - `invoices` (one per order) and `credit_notes` (one per refund): the documents as issued,
 *   the seller, buyer and lines as JSON snapshots beside their totals, never updated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seller_settings')
    .addColumn('settingsId', 'integer', (c) => c.primaryKey())
    .addColumn('legalName', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(500)', (c) => c.notNull())
    .addColumn('state', 'varchar(60)', (c) => c.notNull())
    .addColumn('gstin', 'varchar(15)', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('material_tax')
    .addColumn('materialId', 'integer', (c) =>
      c.primaryKey().references('materials.materialId').onDelete('cascade'),
    )
    .addColumn('hsn', 'varchar(8)', (c) => c.notNull())
    .addColumn('ratePercent', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoice_series')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('financialYear', 'varchar(5)', (c) => c.notNull())
    .addColumn('lastNumber', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_series_pk', ['kind', 'financialYear'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('invoiceId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('orderId', 'integer', (c) => c.notNull().unique().references('orders.orderId'))
    .addColumn('number', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('issuedAt', 'bigint', (c) => c.notNull())
    .addColumn('placeOfSupply', 'varchar(60)', (c) => c.notNull())
    .addColumn('intraState', 'integer', (c) => c.notNull())
    .addColumn('taxablePaise', 'integer', (c) => c.notNull())
    .addColumn('cgstPaise', 'integer', (c) => c.notNull())
    .addColumn('sgstPaise', 'integer', (c) => c.notNull())
    .addColumn('igstPaise', 'integer', (c) => c.notNull())
    .addColumn('totalPaise', 'integer', (c) => c.notNull())
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('buyer', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_issued_idx').on('invoices').column('issuedAt').execute();

  await db.schema
    .createTable('credit_notes')
    .addColumn('creditNoteId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('refundId', 'integer', (c) => c.notNull().unique().references('refunds.refundId'))
    .addColumn('invoiceId', 'integer', (c) => c.notNull().references('invoices.invoiceId'))
    .addColumn('number', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('issuedAt', 'bigint', (c) => c.notNull())
    .addColumn('taxablePaise', 'integer', (c) => c.notNull())
    .addColumn('cgstPaise', 'integer', (c) => c.notNull())
    .addColumn('sgstPaise', 'integer', (c) => c.notNull())
    .addColumn('igstPaise', 'integer', (c) => c.notNull())
    .addColumn('totalPaise', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_notes_invoice_idx')
    .on('credit_notes')
    .columns(['invoiceId', 'creditNoteId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_notes').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_series').execute();
  await db.schema.dropTable('material_tax').execute();
  await db.schema.dropTable('seller_settings').execute();
}
