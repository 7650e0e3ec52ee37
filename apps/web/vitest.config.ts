import { defineConfig } from 'vitest/config';
import { testPreset } from '../../tooling/vitest-preset';

// Browser tests share one machine's two cores with a real server: one file at a time.
export default defineConfig(
  testPreset({
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/demo-template.global.ts'],
  }),
);
