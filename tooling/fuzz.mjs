/**
 * `npm run fuzz`: the fuzz suite (apps/server/test/fuzz.test.ts) for longer than the bounded
 * run `npm test` makes. Options: --runs N (requests per route or procedure on SQLite, default
 * 300), --mysql-runs N (on MySQL/MariaDB when it answers, default 20), --seed N (replays a
 * run: the failure report prints it), --stats (the statuses each target answered).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    'mysql-runs': { type: 'string', default: '20' },
    seed: { type: 'string' },
    stats: { type: 'boolean', default: false },
  },
});
const server = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const seed = values.seed ?? String(Date.now() % 2 ** 31);
console.log(`fuzz: seed ${seed}, ${values.runs} runs per target (MySQL: ${values['mysql-runs']})`);
const result = spawnSync('npx', ['vitest', 'run', 'test/fuzz.test.ts'], {
  cwd: server,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_SEED: seed,
    FUZZ_RUNS: values.runs,
    FUZZ_MYSQL_RUNS: values['mysql-runs'],
    ...(values.stats ? { FUZZ_STATS: '1' } : {}),
  },
});
if (result.status !== 0) console.log(`fuzz: failed; replay with npm run fuzz -- --seed ${seed}`);
process.exit(result.status ?? 1);
