import { expect, it } from 'vitest';
import { claimJobRun } from '../src/job-schedule';
import { describeEachDialect } from '../src/testing/test-database';

/**
 * The periodic jobs' schedule (issue 20): of several processes asking for the same turn at
 * once, exactly one gets it; nobody gets it again before it is due.
 */
describeEachDialect('job schedule', (t) => {
  const HOUR = 3_600_000;
  const ask = (owner: string, now: number, name = 'session-sweep') =>
    claimJobRun(t.db, { name, everyMs: HOUR, owner, now });

  it('gives each turn to exactly one of many concurrent processes', async () => {
    await t.truncate();
    const now = 1_800_000_000_000;
    for (const turn of [0, 1, 2]) {
      const at = now + turn * HOUR;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => ask(`process-${i}`, at + i)),
      );
      expect(answers.filter(Boolean), `turn ${turn}`).toHaveLength(1);
      // Not again before the hour is up, by anyone.
      expect(await ask('late', at + HOUR - 10_000)).toBe(false);
    }
    const row = await t.db.selectFrom('job_schedule').selectAll().executeTakeFirstOrThrow();
    expect(row.lastOwner).toMatch(/^process-\d$/);
    // Another job has its own turns.
    expect(await ask('process-0', now + 2 * HOUR, 'photo-expiry')).toBe(true);
  });
});
