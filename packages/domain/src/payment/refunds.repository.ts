import { claimLeases } from '@frameshop/db/leases';
import { toNumber } from '@frameshop/db/rows';
import type { RefundRow, RefundsTable } from '@frameshop/db/schema';
import type { Insertable } from 'kysely';
import type { Db, Trx } from '../shared/db';

/** Every SQL statement of refunds. NEW: not yet sent to the gateway; then its states. */

export const OPEN_REFUND_STATES = ['NEW', 'PENDING', 'CONFIRMED'] as const;
/**
 * Refunds of money the order never kept (a payment that came too late, or for the wrong
 * amount): they return that payment and leave the order's own refunded amount alone.
 */
export const STRAY_PAYMENT_REASONS = ['late payment', 'amount mismatch'] as const;
export const isStrayPaymentRefund = (reason: string) =>
  (STRAY_PAYMENT_REASONS as readonly string[]).includes(reason);

export async function insertRefund(trx: Trx, values: Insertable<RefundsTable>): Promise<number> {
  const result = await trx.insertInto('refunds').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('refundId')
    .execute();
}

export function findRefund(db: Db, merchantRefundId: string) {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('merchantRefundId', '=', merchantRefundId)
    .executeTakeFirst();
}

/** Paise asked of the gateway for this order's own money and not yet completed or failed. */
export async function openOrderRefunds(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.sum<number>('amountPaise').as('paise'))
    .where('orderId', '=', orderId)
    .where('reason', 'not in', [...STRAY_PAYMENT_REASONS])
    .where('state', 'in', [...OPEN_REFUND_STATES])
    .executeTakeFirstOrThrow();
  return toNumber(row.paise ?? 0);
}

/** Claims due refunds (to send, or to ask about) for one process, as attempts are claimed. */
export async function claimDue(
  db: Db,
  now: number,
  owner: string,
  leaseMs: number,
  limit: number,
): Promise<RefundRow[]> {
  const ids = await claimLeases(
    db,
    { table: 'refunds', key: 'refundId', due: 'nextCheckAt', openStates: OPEN_REFUND_STATES },
    { now, leaseMs, limit, owner },
  );
  if (ids.length === 0) return [];
  return db.selectFrom('refunds').selectAll().where('refundId', 'in', ids).execute();
}

/**
 * Moves a refund on, only from one of `from`: true when this call made the change (and must
 * act on it), false when another process already did.
 */
export async function moveRefund(
  db: Db,
  refundId: number,
  from: readonly string[],
  set: { state: string; updatedAt: number; nextCheckAt: number | null; note?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set((eb) => ({ ...set, checks: eb('checks', '+', 1), leaseOwner: null, leaseUntil: null }))
    .where('refundId', '=', refundId)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Cancelled orders whose money must go back: payment status 'refund pending', something left
 * to refund, a payment on record to refund it through (attempts.payingAttempt), and no refund
 * of theirs open or failed (a failed one waits for an admin). Without the payment condition,
 * orders that can never be refunded here would fill every run's batch and starve the rest.
 */
export function ordersToRefund(db: Db, limit: number) {
  return db
    .selectFrom('orders as o')
    .select(['o.orderId'])
    .where('o.paymentStatus', '=', 'refund pending')
    .where('o.paidAt', 'is not', null)
    .whereRef('o.refundedPaise', '<', 'o.grandTotalPaise')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payment_attempts as a')
          .select('a.attemptId')
          .whereRef('a.orderId', '=', 'o.orderId')
          .where('a.state', '=', 'completed')
          .where((eb) => eb.or([eb('a.note', 'is', null), eb('a.note', '!=', 'late')])),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refunds as r')
            .select('r.refundId')
            .whereRef('r.orderId', '=', 'o.orderId')
            .where('r.reason', 'not in', [...STRAY_PAYMENT_REASONS])
            .where('r.state', 'in', [...OPEN_REFUND_STATES, 'FAILED']),
        ),
      ),
    )
    .limit(limit)
    .execute();
}
