// `npm run test:quick`: lint, typecheck and the unit, contract, database and domain tests on
// SQLite only (no MariaDB, browser, processes or cluster), for the minutes between edits.
// `npm test` runs everything; docs/testing.md says what each lane holds.
import { spawnSync } from 'node:child_process';

const started = Date.now();
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('node', ['tooling/test-summary.mjs', '--reset']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'typecheck']);
run(
  'npx',
  [
    'turbo',
    'run',
    'test',
    '--concurrency=1',
    '--filter=@frameshop/contracts',
    '--filter=@frameshop/db',
    '--filter=@frameshop/domain',
    '--filter=@frameshop/phonepe',
  ],
  { TEST_DIALECTS: 'sqlite' },
);
run('node', ['tooling/test-summary.mjs']);
console.log(`test:quick took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
