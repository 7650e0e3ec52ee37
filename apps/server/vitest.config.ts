import { defineConfig } from 'vitest/config';
import { testPreset } from '../../tooling/vitest-preset';

/**
 * Suites that start processes, kill databases, time things or load the machine on purpose: they
 * run after the others, one file at a time, so no other file's load bends what they measure.
 */
const ALONE = [
  'test/*.fault.test.ts',
  'test/*.cluster.test.ts',
  'test/*.redis.test.ts',
  'test/*.scale.test.ts',
  'test/backup-restore.test.ts',
  'test/payment-two-processes.test.ts',
  'test/bundle.test.ts',
  'test/build-cache-key.test.ts',
];

// The others, two files at a time: most of their time is waiting on MariaDB, SMTP and HTTP, which
// one file alone leaves the second core idle for (vitest's default on 2 cores is one worker).
// Modules are loaded once per worker, not once per file (`isolate: false`): every file builds
// its own app from them and nothing in them is global (a registry per app, no module mocks;
// the one `Date.now` spy is restored), and loading the server for each of 80 files took minutes.
export default defineConfig(
  testPreset({
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'server', include: ['test/**/*.test.ts'], exclude: ALONE, maxWorkers: 2 },
      },
      {
        extends: true,
        test: { name: 'server-alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  }),
);
