import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { expect, it } from 'vitest';
import { fuzzSettings, useFuzzApp } from './support/fuzz/harness';
import { restTargets, trpcTargets } from './support/fuzz/targets';

/**
 * Issue 19 section 5: no input reaches a 5xx. Every REST route and tRPC procedure gets values
 * generated from its own contract schema (valid, boundary and hostile: wrong types, 100 kB
 * strings, lone surrogates and NUL, negative, fractional and huge numbers, number-like text,
 * unknown and prototype keys, deep nesting) as a visitor, a shopper and an admin. Each answer
 * must be below 500 and show no stack, SQL or file path, and a 4xx must leave every table as
 * it was, and a caller who may not call a target gets 401 or 403 whatever the input.
 * `npm run fuzz` runs it longer; FUZZ_SEED replays a run (docs/testing.md).
 */
const settings = fuzzSettings(25);

describeEachDialect('fuzzed input never reaches a 5xx', (t) => {
  const { h, fuzz, statuses } = useFuzzApp(t);
  const timeout = 600_000;

  for (const kind of ['REST', 'tRPC'] as const) {
    it(
      `every ${kind} ${kind === 'REST' ? 'route' : 'procedure'} (seed ${settings.seed})`,
      async () => {
        const targets = kind === 'REST' ? restTargets(h.app) : trpcTargets();
        expect(targets.length).toBeGreaterThan(kind === 'REST' ? 60 : 70);
        // MariaDB gets a short run (FUZZ_MYSQL_RUNS): what differs there is the engine's own
        // refusals (lengths, ranges, NUL), which a few runs per target reach, and every request
        // is followed by a whole-database snapshot (no cheap change counter across a pool).
        const runs =
          t.dialect === 'mysql' ? Number(process.env.FUZZ_MYSQL_RUNS ?? 3) : settings.runsPerTarget;
        const failures: string[] = [];
        for (const [index, target] of targets.entries()) {
          const failure = await fuzz(target, { ...settings, runsPerTarget: runs }, index);
          if (failure) failures.push(failure);
        }
        if (process.env.FUZZ_STATS) {
          for (const target of targets) {
            console.log(`${target.name}: ${JSON.stringify(statuses.get(target.name))}`);
          }
        }
        expect(failures.join('\n\n')).toBe('');
      },
      timeout,
    );
  }
});
