import { defineConfig } from 'vitest/config';
import { testPreset } from '../../tooling/vitest-preset';

// Two files at a time: most of a domain suite's time is waiting on MariaDB, which one file alone
// leaves the second core idle for (vitest's default on 2 cores is one worker). Every suite has
// its own database, so two files never share rows.
export default defineConfig(testPreset({ maxWorkers: 2 }));
