import type { Db } from '../shared/db';

/** Mail not yet sent: waiting for its first try or for a retry (for /metrics). */
export async function unsentMailCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', 'is not', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
