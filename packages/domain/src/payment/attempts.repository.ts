import { claimLeases } from '@frameshop/db/leases';
import { toNumber } from '@frameshop/db/rows';
import type { PaymentAttemptRow, PaymentAttemptsTable } from '@frameshop/db/schema';
import type { Insertable } from 'kysely';
import { type Db, forUpdate, type Trx } from '../shared/db';

/** Every SQL statement of payment attempts (one trip to the gateway each). */

export async function insertAttempt(
  trx: Trx,
  values: Insertable<PaymentAttemptsTable>,
): Promise<number> {
  const result = await trx.insertInto('payment_attempts').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/**
 * The order's attempt still waiting for the gateway (one at most: payment.start makes a new one
 * only under the order's lock when none is pending).
 */
export function liveAttempt(trx: Trx, orderId: number) {
  return trx
    .selectFrom('payment_attempts')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('state', '=', 'pending')
    .orderBy('attemptId', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Attempts made for the order since `since` (epoch ms), ended ones included. */
export async function attemptsSince(trx: Trx, orderId: number, since: number): Promise<number> {
  const row = await trx
    .selectFrom('payment_attempts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('orderId', '=', orderId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/** Pay answered with an error: the lease payment.start held over the call is given back. */
export async function releasePayLease(db: Db, attemptId: number): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ leaseOwner: null, leaseUntil: null })
    .where('attemptId', '=', attemptId)
    .where('leaseOwner', '=', PAY_LEASE_OWNER)
    .execute();
}

/**
 * Who holds an attempt while its Pay call is out (payment.start): a second start sees it is
 * in flight, and the reconciler leaves it alone until the lease runs out.
 */
export const PAY_LEASE_OWNER = 'pay';

export function findAttempt(db: Db, merchantOrderId: string) {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('merchantOrderId', '=', merchantOrderId)
    .executeTakeFirst();
}

export function lockAttempt(trx: Trx, attemptId: number) {
  return forUpdate(
    trx,
    trx.selectFrom('payment_attempts').selectAll().where('attemptId', '=', attemptId),
  ).executeTakeFirst();
}

/**
 * The return page may have the gateway asked about a pending attempt once per `gapMs`: one
 * conditional UPDATE, so of racing tabs or processes one gets true and the rest read the row.
 */
export async function claimShopperCheck(
  db: Db,
  attemptId: number,
  now: number,
  gapMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_attempts')
    .set({ shopperCheckedAt: now })
    .where('attemptId', '=', attemptId)
    .where('state', '=', 'pending')
    .where((eb) =>
      eb.or([eb('shopperCheckedAt', 'is', null), eb('shopperCheckedAt', '<=', now - gapMs)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the gateway answered to Pay; the Pay lease is given back. */
export async function recordPay(
  db: Db,
  attemptId: number,
  set: { redirectUrl: string; gatewayOrderId: string | null; expireAt: number },
): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ ...set, leaseOwner: null, leaseUntil: null })
    .where('attemptId', '=', attemptId)
    .execute();
}

/**
 * Ends a pending attempt: one conditional UPDATE, so of any number of racing callers (the
 * return page, a webhook, the reconciler, a replay) exactly one gets true and acts on it.
 */
export async function settle(
  trx: Trx,
  attemptId: number,
  set: { state: string; settledAt: number; gatewayTransactionId?: string | null; note?: string },
  from = 'pending',
): Promise<boolean> {
  const result = await trx
    .updateTable('payment_attempts')
    .set({ ...set, nextCheckAt: null, leaseOwner: null, leaseUntil: null })
    .where('attemptId', '=', attemptId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function attemptsOf(db: Db, orderId: number): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('attemptId')
    .execute();
}

/** Other attempts of the order still waiting for the gateway. */
export async function otherPending(trx: Trx, orderId: number, attemptId: number): Promise<number> {
  const row = await trx
    .selectFrom('payment_attempts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('orderId', '=', orderId)
    .where('state', '=', 'pending')
    .where('attemptId', '!=', attemptId)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/** The attempt whose money paid the order (the first completed one that was not late). */
export function payingAttempt(db: Db, orderId: number) {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('state', '=', 'completed')
    .where((eb) => eb.or([eb('note', 'is', null), eb('note', '!=', 'late')]))
    .orderBy('settledAt')
    .limit(1)
    .executeTakeFirst();
}

/** Claims due pending attempts for one process (see jobs/leases.repository.ts). */
export async function claimDue(
  db: Db,
  now: number,
  owner: string,
  leaseMs: number,
  limit: number,
): Promise<PaymentAttemptRow[]> {
  const ids = await claimLeases(db, ATTEMPT_WORK, { now, leaseMs, limit, owner });
  if (ids.length === 0) return [];
  return db.selectFrom('payment_attempts').selectAll().where('attemptId', 'in', ids).execute();
}
// Pending attempts, and expired ones still watched (ended here without the gateway's word).
const ATTEMPT_WORK = {
  table: 'payment_attempts',
  key: 'attemptId',
  due: 'nextCheckAt',
  openStates: ['pending', 'expired'],
} as const;

/** Still pending after a check: when to ask next; the lease is given back. */
export async function reschedule(
  db: Db,
  attemptId: number,
  nextCheckAt: number,
  note: string | null,
): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set((eb) => ({
      nextCheckAt,
      note,
      checks: eb('checks', '+', 1),
      leaseOwner: null,
      leaseUntil: null,
    }))
    .where('attemptId', '=', attemptId)
    .where('state', '=', 'pending')
    .execute();
}

/**
 * Orders awaiting payment since before `cutoff` with no attempt still pending: nobody is
 * paying for them, so their stock goes back.
 */
export function staleUnpaidOrders(db: Db, cutoff: number, limit: number) {
  return db
    .selectFrom('orders as o')
    .select('o.orderId')
    .where('o.paymentStatus', '=', 'awaiting payment')
    .where('o.deletedAt', 'is', null)
    .where('o.createdAt', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_attempts as a')
            .select('a.attemptId')
            .whereRef('a.orderId', '=', 'o.orderId')
            .where('a.state', '=', 'pending'),
        ),
      ),
    )
    .limit(limit)
    .execute();
}

/** What an order is worth and what went back (read-only; the orders domain writes it). */
export function orderMoney(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['grandTotalPaise', 'refundedPaise', 'paidAt'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
}

export function attemptById(db: Db, attemptId: number) {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('attemptId', '=', attemptId)
    .executeTakeFirst();
}

/** When to look again at an attempt ended here (null: never); gives the lease back. */
export async function watch(db: Db, attemptId: number, nextCheckAt: number | null): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ nextCheckAt, leaseOwner: null, leaseUntil: null })
    .where('attemptId', '=', attemptId)
    .where('state', 'in', ['failed', 'expired'])
    .execute();
}
