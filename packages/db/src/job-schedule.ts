import type { Kysely } from 'kysely';
import { toNumber } from './rows';
import type { DB } from './schema';

/**
 * Takes this turn of a periodic job for `owner`, or answers false when another process has
 * it: the conditional UPDATE moves `nextRunAt` on by `everyMs` only if it was due, so of
 * several processes asking at once exactly one wins, on SQLite and MySQL alike. The first ask
 * ever makes the row (INSERT OR IGNORE / INSERT IGNORE: a racing process's duplicate is dropped).
 */
export async function claimJobRun(
  db: Kysely<DB>,
  job: { name: string; everyMs: number; owner: string; now: number },
): Promise<boolean> {
  await db
    .insertInto('job_schedule')
    .orIgnore()
    .values({ jobName: job.name, nextRunAt: job.now, lastOwner: null, lastRunAt: null })
    .execute();
  const result = await db
    .updateTable('job_schedule')
    .set({ nextRunAt: job.now + job.everyMs, lastOwner: job.owner, lastRunAt: job.now })
    .where('jobName', '=', job.name)
    .where('nextRunAt', '<=', job.now)
    .executeTakeFirst();
  return toNumber(result.numUpdatedRows) === 1;
}
