import { type Kysely, sql, type Transaction } from 'kysely';
import { toNumber } from './rows';
import type { DB } from './schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Work rows claimed with a lease (payment attempts, refunds, the mail outbox, webhook
 * deliveries): a row is due when its due time has come, it is still open, and nobody holds it. Claiming is a conditional UPDATE
 * per row, so with several server processes on one database each row is worked by exactly one at
 * a time, and a process that dies only delays it until the lease runs out. The same SQL runs on
 * SQLite and MySQL (no SKIP LOCKED needed). Infrastructure, like rows.ts: the repositories of
 * payment, mail and webhooks call it with their own tables.
 */
export interface LeasedWork {
  table: 'payment_attempts' | 'refunds' | 'mail_outbox' | 'webhook_deliveries';
  key: 'attemptId' | 'refundId' | 'mailId' | 'deliveryRowId';
  due: 'nextCheckAt' | 'nextAttemptAt';
  /** The `state` values still open; null: the due time alone says it (null once done). */
  openStates: readonly string[] | null;
}

/** Claims up to `limit` due rows for `leaseMs`; answers their keys. */
export async function claimLeases(
  db: Db,
  work: LeasedWork,
  at: { now: number; leaseMs: number; limit: number; owner: string | null },
): Promise<number[]> {
  const table = sql.table(work.table);
  const key = sql.ref(work.key);
  const due = sql.ref(work.due);
  const open = work.openStates ? sql`AND state IN (${sql.join([...work.openStates])})` : sql``;
  const free = sql`${due} <= ${at.now} ${open} AND (leaseUntil IS NULL OR leaseUntil < ${at.now})`;
  const { rows } = await sql<{ id: number }>`
    SELECT ${key} AS id FROM ${table} WHERE ${free} ORDER BY ${due} LIMIT ${at.limit}`.execute(db);
  const owner = work.table === 'mail_outbox' ? sql`` : sql`, leaseOwner = ${at.owner}`;
  const claimed: number[] = [];
  for (const { id } of rows) {
    const result = await sql`
      UPDATE ${table} SET leaseUntil = ${at.now + at.leaseMs}${owner}
      WHERE ${key} = ${id} AND ${free}`.execute(db);
    if (Number(result.numAffectedRows ?? 0) === 1) claimed.push(toNumber(id));
  }
  return claimed;
}
