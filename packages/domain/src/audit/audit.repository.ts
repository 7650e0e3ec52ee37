import type { AuditLogRow, NewAuditLogRow } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';

/**
 * The audit log's SQL. Append-only (docs/decisions/0025-audit-log.md): the only statements on
 * `audit_log` are the insert, the reads, and the retention sweep's age-bounded delete.
 * `test/audit/append-only.test.ts` reads every repository's source and fails on any other.
 */

export async function insertEntry(trx: Trx, row: NewAuditLogRow): Promise<void> {
  await trx.insertInto('audit_log').values(row).execute();
}

/** Who a person is, for the entry's actor name: read at write time, copied into the entry. */
export function personName(
  db: Db,
  userId: number,
): Promise<{ firstName: string; lastName: string; email: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['firstName', 'lastName', 'email'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function apiKeyName(
  db: Db,
  apiKeyId: number,
): Promise<{ name: string; createdBy: number | null } | undefined> {
  return db
    .selectFrom('api_keys')
    .select(['name', 'createdBy'])
    .where('apiKeyId', '=', apiKeyId)
    .executeTakeFirst();
}

export interface EntryQuery {
  entity?: string;
  entityId?: string;
  actorUserId?: number;
  action?: string;
  fromMs?: number;
  /** Exclusive. */
  toMs?: number;
  /** Entries older than this id (the keyset cursor). */
  beforeId?: number;
  limit: number;
}

/** Newest first by id: each filter has an index ending in auditId (migration 0034). */
export function listEntries(db: Db, q: EntryQuery): Promise<AuditLogRow[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (q.entity !== undefined) query = query.where('entity', '=', q.entity);
  if (q.entityId !== undefined) query = query.where('entityId', '=', q.entityId);
  if (q.actorUserId !== undefined) query = query.where('actorUserId', '=', q.actorUserId);
  if (q.action !== undefined) query = query.where('action', '=', q.action);
  if (q.fromMs !== undefined) query = query.where('at', '>=', q.fromMs);
  if (q.toMs !== undefined) query = query.where('at', '<', q.toMs);
  if (q.beforeId !== undefined) query = query.where('auditId', '<', q.beforeId);
  return query.orderBy('auditId', 'desc').limit(q.limit).execute();
}

/** The retention sweep: entries older than the cut-off, a bounded batch at a time. */
export async function deleteOlderThan(trx: Trx, cutoffMs: number, batch: number): Promise<number> {
  const ids = await trx
    .selectFrom('audit_log')
    .select('auditId')
    .where('at', '<', cutoffMs)
    .orderBy('auditId')
    .limit(batch)
    .execute();
  if (ids.length === 0) return 0;
  const result = await trx
    .deleteFrom('audit_log')
    .where(
      'auditId',
      'in',
      ids.map((r) => r.auditId),
    )
    .where('at', '<', cutoffMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
