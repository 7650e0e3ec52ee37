import { toNumber } from '@frameshop/db/rows';
import type {
  CreditNoteRow,
  InvoiceRow,
  OrderItemRow,
  OrderRow,
  TaxDocumentRateRow,
} from '@frameshop/db/schema';
import { MysqlAdapter, sql } from 'kysely';
import type { Db, Trx } from '../shared/db';

/**
 * Every SQL statement of invoices: settings, the number series and the documents, plus the
 * read-only look at an order (its row, lines and their frames' materials) an invoice copies.
 */

const SELLER_ROW = 1;

export function savedSeller(db: Db) {
  return db
    .selectFrom('seller_settings')
    .select(['legalName', 'address', 'state', 'gstin'])
    .where('settingsId', '=', SELLER_ROW)
    .executeTakeFirst();
}

export async function saveSeller(
  db: Db,
  s: { legalName: string; address: string; state: string; gstin: string },
  now: number,
): Promise<void> {
  const values = { settingsId: SELLER_ROW, ...s, updatedAt: now };
  const q = db.insertInto('seller_settings').values(values);
  const set = { ...s, updatedAt: now };
  await (db.getExecutor().adapter instanceof MysqlAdapter
    ? q.onDuplicateKeyUpdate(set)
    : q.onConflict((oc) => oc.column('settingsId').doUpdateSet(set))
  ).execute();
}

/** Every product material with its saved HSN and rate (null where none is saved). */
export async function materialTaxes(db: Db) {
  const rows = await db
    .selectFrom('materials as m')
    .leftJoin('material_tax as t', 't.materialId', 'm.materialId')
    .select(['m.materialId', 'm.materialName', 't.hsn', 't.ratePercent'])
    .orderBy('m.materialName')
    .orderBy('m.materialId')
    .execute();
  return rows.map((r) => ({
    materialId: toNumber(r.materialId),
    materialName: r.materialName,
    hsn: r.hsn,
    ratePercent: r.ratePercent === null ? null : toNumber(r.ratePercent),
  }));
}

export async function materialExists(db: Db, materialId: number): Promise<boolean> {
  const row = await db
    .selectFrom('materials')
    .select('materialId')
    .where('materialId', '=', materialId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveMaterialTax(
  db: Db,
  v: { materialId: number; hsn: string; ratePercent: number },
): Promise<void> {
  const q = db.insertInto('material_tax').values(v);
  const set = { hsn: v.hsn, ratePercent: v.ratePercent };
  await (db.getExecutor().adapter instanceof MysqlAdapter
    ? q.onDuplicateKeyUpdate(set)
    : q.onConflict((oc) => oc.column('materialId').doUpdateSet(set))
  ).execute();
}

/**
 * The next number of a series, taken inside the issuing transaction: one upsert adds 1 to
 * the counter and holds its row until commit, so concurrent issuers queue on it and a
 * rolled-back issue gives its number back. Numbers are therefore consecutive and unique.
 */
export async function takeNumber(trx: Trx, kind: string, financialYear: string): Promise<number> {
  const q = trx.insertInto('invoice_series').values({ kind, financialYear, lastNumber: 1 });
  const bump = { lastNumber: sql<number>`lastNumber + 1` };
  await (trx.getExecutor().adapter instanceof MysqlAdapter
    ? q.onDuplicateKeyUpdate(bump)
    : q.onConflict((oc) => oc.columns(['kind', 'financialYear']).doUpdateSet(bump))
  ).execute();
  const row = await trx
    .selectFrom('invoice_series')
    .select('lastNumber')
    .where('kind', '=', kind)
    .where('financialYear', '=', financialYear)
    .executeTakeFirstOrThrow();
  return toNumber(row.lastNumber);
}

export function orderOf(db: Db, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

export function itemsOf(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('position')
    .execute();
}

/** The product material of each frame named (frames keep their material for ever). */
export async function frameMaterials(db: Db, frameIds: number[]): Promise<Map<number, number>> {
  if (frameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('frames')
    .select(['frameId', 'materialId'])
    .where('frameId', 'in', frameIds)
    .execute();
  return new Map(rows.map((r) => [toNumber(r.frameId), toNumber(r.materialId)]));
}

export async function taxOfMaterials(
  db: Db,
  materialIds: number[],
): Promise<Map<number, { hsn: string; ratePercent: number }>> {
  if (materialIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('material_tax')
    .selectAll()
    .where('materialId', 'in', materialIds)
    .execute();
  return new Map(
    rows.map((r) => [toNumber(r.materialId), { hsn: r.hsn, ratePercent: toNumber(r.ratePercent) }]),
  );
}

export function invoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

export async function insertInvoice(
  trx: Trx,
  values: Omit<InvoiceRow, 'invoiceId'>,
): Promise<number> {
  const result = await trx.insertInto('invoices').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export function creditNotesOf(db: Db, invoiceId: number): Promise<CreditNoteRow[]> {
  return db
    .selectFrom('credit_notes')
    .selectAll()
    .where('invoiceId', '=', invoiceId)
    .orderBy('creditNoteId')
    .execute();
}

export function creditNoteOfRefund(db: Db, refundId: number): Promise<CreditNoteRow | undefined> {
  return db
    .selectFrom('credit_notes')
    .selectAll()
    .where('refundId', '=', refundId)
    .executeTakeFirst();
}

export function invoiceById(db: Db, invoiceId: number): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('invoiceId', '=', invoiceId)
    .executeTakeFirst();
}

export async function insertCreditNote(
  trx: Trx,
  values: Omit<CreditNoteRow, 'creditNoteId'>,
): Promise<number> {
  const result = await trx.insertInto('credit_notes').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** A document's figures per GST rate, the GST reports' rollup (written with the document). */
export async function insertRates(trx: Trx, rows: TaxDocumentRateRow[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('tax_document_rates').values(rows).execute();
}
