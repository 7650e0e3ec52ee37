import type { Db } from '../shared/db';

/** Operational counts of payment attempts (for /metrics), one GROUP BY. */
export async function attemptCountsByState(db: Db): Promise<{ state: string; count: number }[]> {
  const rows = await db
    .selectFrom('payment_attempts')
    .select((eb) => ['state', eb.fn.countAll<number | string>().as('count')])
    .groupBy('state')
    .execute();
  return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
}
