import { claimLeases } from '@frameshop/db/leases';
import { toNumber } from '@frameshop/db/rows';
import type { WebhookDeliveryRow } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';

/** Every SQL statement about webhook deliveries (the outbox of outgoing webhooks). */

export interface NewDelivery {
  endpointId: number;
  deliveryId: string;
  eventType: string;
  payload: string;
}

/** Written in the transaction of the change the event reports: both commit, or neither. */
export async function insertDeliveries(trx: Trx, rows: NewDelivery[], at: number): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('webhook_deliveries')
    .values(
      rows.map((r) => ({
        ...r,
        state: 'pending',
        createdAt: at,
        firstAttemptAt: at,
        nextAttemptAt: at,
      })),
    )
    .execute();
}

/** Endpoints (live, enabled) subscribed to `eventType`: their ids and makers. */
export async function subscribers(
  trx: Trx,
  eventType: string,
): Promise<{ endpointId: number; createdBy: number | null }[]> {
  const rows = await trx
    .selectFrom('webhook_endpoints')
    .select(['endpointId', 'events', 'createdBy'])
    .where('deletedAt', 'is', null)
    .where('disabledAt', 'is', null)
    .execute();
  // A handful of endpoints at most: the JSON list is read here rather than with each engine's
  // own JSON functions.
  return rows
    .filter((r) => (JSON.parse(r.events) as string[]).includes(eventType))
    .map((r) => ({
      endpointId: toNumber(r.endpointId),
      createdBy: r.createdBy === null ? null : toNumber(r.createdBy),
    }));
}

/**
 * Claims up to `limit` due deliveries for `leaseMs` with a conditional UPDATE per row, so of
 * several processes exactly one sends each (packages/db/src/leases.ts).
 */
export async function claimDue(
  db: Db,
  at: { now: number; owner: string; leaseMs: number; limit: number },
): Promise<WebhookDeliveryRow[]> {
  const ids = await claimLeases(
    db,
    {
      table: 'webhook_deliveries',
      key: 'deliveryRowId',
      due: 'nextAttemptAt',
      openStates: ['pending'],
    },
    at,
  );
  if (ids.length === 0) return [];
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('deliveryRowId', 'in', ids)
    .where('leaseOwner', '=', at.owner)
    .orderBy('deliveryRowId')
    .execute();
}

export interface AttemptOutcome {
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  at: number;
  nextAttemptAt: number | null;
  statusCode: number | null;
  error: string | null;
  answer: string | null;
}

/** Records an attempt, only while this owner still holds the lease. */
export async function recordAttempt(
  db: Db,
  deliveryRowId: number,
  owner: string,
  outcome: AttemptOutcome,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      state: outcome.state,
      attempts: outcome.attempts,
      lastAttemptAt: outcome.at,
      nextAttemptAt: outcome.nextAttemptAt,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error?.slice(0, 500) ?? null,
      lastAnswer: outcome.answer?.slice(0, 1000) ?? null,
      leaseOwner: null,
      leaseUntil: null,
    })
    .where('deliveryRowId', '=', deliveryRowId)
    .where('leaseOwner', '=', owner)
    .execute();
}

/** The newest deliveries of one endpoint. */
export function deliveriesOf(
  db: Db,
  endpointId: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpointId', '=', endpointId)
    .orderBy('deliveryRowId', 'desc')
    .limit(limit)
    .execute();
}

export function deliveryById(db: Db, deliveryId: string): Promise<WebhookDeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('deliveryId', '=', deliveryId)
    .executeTakeFirst();
}

/**
 * 'Resend': due now with a fresh 24-hour window, unless a process is sending it this moment
 * (then that attempt stands). False when nothing changed.
 */
export async function requeue(db: Db, deliveryRowId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ state: 'pending', nextAttemptAt: now, firstAttemptAt: now })
    .where('deliveryRowId', '=', deliveryRowId)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Per endpoint: deliveries still to send, given up, and the last one delivered. */
export async function deliveryFigures(
  db: Db,
): Promise<Map<number, { pending: number; failed: number; lastDeliveredAt: number | null }>> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => [
      'endpointId',
      'state',
      eb.fn.countAll<number>().as('n'),
      eb.fn.max('lastAttemptAt').as('lastAt'),
    ])
    .groupBy(['endpointId', 'state'])
    .execute();
  const figures = new Map<
    number,
    { pending: number; failed: number; lastDeliveredAt: number | null }
  >();
  for (const r of rows) {
    const id = toNumber(r.endpointId);
    const f = figures.get(id) ?? { pending: 0, failed: 0, lastDeliveredAt: null };
    if (r.state === 'pending') f.pending = toNumber(r.n);
    if (r.state === 'failed') f.failed = toNumber(r.n);
    if (r.state === 'delivered' && r.lastAt !== null) f.lastDeliveredAt = toNumber(r.lastAt);
    figures.set(id, f);
  }
  return figures;
}
