import { toNumber } from '@frameshop/db/rows';
import type { Db } from '../shared/db';

/**
 * The GST reports' SQL (issue 23): sums over the per-rate rollup of invoices and credit notes
 * (tax_document_rates, written with each document), and keyset pages of the documents for the
 * invoice register. Ranges are epoch-ms bounds of IST days, both inclusive.
 */

export interface Range {
  fromMs: number;
  toMs: number;
}

const sums = (db: Db) => ({
  taxablePaise: db.fn.sum<number>('taxablePaise').as('taxablePaise'),
  cgstPaise: db.fn.sum<number>('cgstPaise').as('cgstPaise'),
  sgstPaise: db.fn.sum<number>('sgstPaise').as('sgstPaise'),
  igstPaise: db.fn.sum<number>('igstPaise').as('igstPaise'),
  grossPaise: db.fn.sum<number>('grossPaise').as('grossPaise'),
});

const money = (r: {
  taxablePaise: unknown;
  cgstPaise: unknown;
  sgstPaise: unknown;
  igstPaise: unknown;
  grossPaise: unknown;
}) => ({
  taxablePaise: toNumber(r.taxablePaise as number),
  cgstPaise: toNumber(r.cgstPaise as number),
  sgstPaise: toNumber(r.sgstPaise as number),
  igstPaise: toNumber(r.igstPaise as number),
  grossPaise: toNumber(r.grossPaise as number),
});

/**
 * Discount codes' money (issue 23) on the invoices issued in the range: each invoiced order's
 * discount once. Invoices already show the price paid, so this is what the taxable values are
 * net of.
 */
export async function invoicedDiscounts(db: Db, range: Range): Promise<number> {
  const row = await db
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.orderId', 'i.orderId')
    .select((eb) => eb.fn.sum<number>('o.discountPaise').as('discountPaise'))
    .where('i.issuedAt', '>=', range.fromMs)
    .where('i.issuedAt', '<=', range.toMs)
    .executeTakeFirst();
  return toNumber(row?.discountPaise ?? 0);
}

/** Per IST month and kind: documents counted and their figures added up. */
export async function monthlyTotals(db: Db, range: Range) {
  const s = sums(db);
  const rows = await db
    .selectFrom('tax_document_rates')
    .select([
      'istMonth',
      'kind',
      db.fn.count<number>('documentId').distinct().as('documents'),
      s.taxablePaise,
      s.cgstPaise,
      s.sgstPaise,
      s.igstPaise,
      s.grossPaise,
    ])
    .where('issuedAt', '>=', range.fromMs)
    .where('issuedAt', '<=', range.toMs)
    .groupBy(['istMonth', 'kind'])
    .orderBy('istMonth')
    .execute();
  return rows.map((r) => ({
    istMonth: toNumber(r.istMonth),
    kind: r.kind,
    documents: toNumber(r.documents),
    ...money(r),
  }));
}

/** Per place of supply, rate and kind: the GSTR-1 B2C summary's figures. */
export async function byPlaceAndRate(db: Db, range: Range) {
  const s = sums(db);
  const rows = await db
    .selectFrom('tax_document_rates')
    .select([
      'placeOfSupply',
      'ratePercent',
      'kind',
      s.taxablePaise,
      s.cgstPaise,
      s.sgstPaise,
      s.igstPaise,
      s.grossPaise,
    ])
    .where('issuedAt', '>=', range.fromMs)
    .where('issuedAt', '<=', range.toMs)
    .groupBy(['placeOfSupply', 'ratePercent', 'kind'])
    .orderBy('placeOfSupply')
    .orderBy('ratePercent')
    .execute();
  return rows.map((r) => ({
    placeOfSupply: r.placeOfSupply,
    ratePercent: toNumber(r.ratePercent),
    kind: r.kind,
    ...money(r),
  }));
}

export interface After {
  issuedAt: number;
  id: number;
}

/** A page of invoices in the range, oldest first, after a keyset position. */
export function invoicePage(db: Db, range: Range, after: After | null, limit: number) {
  let q = db
    .selectFrom('invoices')
    .select([
      'invoiceId',
      'orderId',
      'number',
      'issuedAt',
      'placeOfSupply',
      'buyer',
      'taxablePaise',
      'cgstPaise',
      'sgstPaise',
      'igstPaise',
      'totalPaise',
    ])
    .where('issuedAt', '>=', range.fromMs)
    .where('issuedAt', '<=', range.toMs);
  if (after) {
    const { issuedAt, id } = after;
    q = q.where((eb) =>
      eb.or([
        eb('issuedAt', '>', issuedAt),
        eb.and([eb('issuedAt', '=', issuedAt), eb('invoiceId', '>', id)]),
      ]),
    );
  }
  return q.orderBy('issuedAt').orderBy('invoiceId').limit(limit).execute();
}

/** A page of credit notes in the range with their invoice's order, buyer and place of supply. */
export function creditNotePage(db: Db, range: Range, after: After | null, limit: number) {
  let q = db
    .selectFrom('credit_notes as c')
    .innerJoin('invoices as i', 'i.invoiceId', 'c.invoiceId')
    .select([
      'c.creditNoteId',
      'c.number',
      'c.issuedAt',
      'c.taxablePaise',
      'c.cgstPaise',
      'c.sgstPaise',
      'c.igstPaise',
      'c.totalPaise',
      'i.orderId',
      'i.number as invoiceNumber',
      'i.placeOfSupply',
      'i.buyer',
    ])
    .where('c.issuedAt', '>=', range.fromMs)
    .where('c.issuedAt', '<=', range.toMs);
  if (after) {
    const { issuedAt, id } = after;
    q = q.where((eb) =>
      eb.or([
        eb('c.issuedAt', '>', issuedAt),
        eb.and([eb('c.issuedAt', '=', issuedAt), eb('c.creditNoteId', '>', id)]),
      ]),
    );
  }
  return q.orderBy('c.issuedAt').orderBy('c.creditNoteId').limit(limit).execute();
}
