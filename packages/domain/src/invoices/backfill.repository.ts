import { toNumber } from '@frameshop/db/rows';
import { type Db, forUpdate, type Trx } from '../shared/db';

/**
 * The back-fill's SQL (issue 23): a read-only look at paid orders that have no invoice
 * (paid while no seller was set) and at their completed refunds without a credit note.
 * Deleted orders are left out, as the sales figures leave them out.
 */

const uninvoiced = (db: Db) =>
  db
    .selectFrom('orders as o')
    .leftJoin('invoices as i', 'i.orderId', 'o.orderId')
    .where('o.paidAt', 'is not', null)
    .where('o.deletedAt', 'is', null)
    .where('i.invoiceId', 'is', null);

export async function uninvoicedCount(db: Db): Promise<number> {
  const row = await uninvoiced(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/** The next orders to invoice, in payment-completion order, after a keyset position. */
export async function uninvoicedAfter(
  db: Db,
  after: { paidAt: number; orderId: number } | null,
  limit: number,
): Promise<{ orderId: number; paidAt: number }[]> {
  let q = uninvoiced(db).select(['o.orderId', 'o.paidAt']);
  if (after) {
    const { paidAt, orderId } = after;
    q = q.where((eb) =>
      eb.or([
        eb('o.paidAt', '>', paidAt),
        eb.and([eb('o.paidAt', '=', paidAt), eb('o.orderId', '>', orderId)]),
      ]),
    );
  }
  const rows = await q.orderBy('o.paidAt').orderBy('o.orderId').limit(limit).execute();
  return rows.map((r) => ({ orderId: toNumber(r.orderId), paidAt: toNumber(r.paidAt as number) }));
}

/**
 * Holds the order's row until commit, then says whether it has an invoice by now: two runs
 * meeting on one order queue here, and the second sees the first's invoice (a locking read
 * on MySQL sees the latest commit; SQLite's writer holds the whole database).
 */
export async function lockUninvoiced(trx: Trx, orderId: number): Promise<boolean> {
  const order = await forUpdate(
    trx,
    trx.selectFrom('orders').select('orderId').where('orderId', '=', orderId),
  ).executeTakeFirst();
  if (!order) return false;
  const invoice = await forUpdate(
    trx,
    trx.selectFrom('invoices').select('invoiceId').where('orderId', '=', orderId),
  ).executeTakeFirst();
  return invoice === undefined;
}

/**
 * Refunds of a stray payment (a late or wrong-amount second payment) give back money no
 * invoice charged, so they get no credit note; the same reasons as payment's
 * STRAY_PAYMENT_REASONS (payment/refunds.repository.ts), which this domain may not import.
 */
const STRAY_PAYMENT_REASONS = ['late payment', 'amount mismatch'];

/** The order's completed refunds of its own money with no credit note, as they completed. */
export async function refundsToCredit(
  db: Db,
  orderId: number,
): Promise<{ refundId: number; amountPaise: number; completedAt: number }[]> {
  const rows = await db
    .selectFrom('refunds as r')
    .leftJoin('credit_notes as c', 'c.refundId', 'r.refundId')
    .select(['r.refundId', 'r.amountPaise', 'r.updatedAt'])
    .where('r.orderId', '=', orderId)
    .where('r.state', '=', 'COMPLETED')
    .where('r.reason', 'not in', STRAY_PAYMENT_REASONS)
    .where('c.creditNoteId', 'is', null)
    .orderBy('r.updatedAt')
    .orderBy('r.refundId')
    .execute();
  return rows.map((r) => ({
    refundId: toNumber(r.refundId),
    amountPaise: toNumber(r.amountPaise),
    completedAt: toNumber(r.updatedAt),
  }));
}
