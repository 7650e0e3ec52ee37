import { defineConfig } from 'vitest/config';
import { testPreset } from '../../tooling/vitest-preset';

// One file at a time. Two at a time (with modules loaded once per worker) was tried: faster,
// but one auth suite case failed once that way and there was no time to find out why; see the
// session note and docs/testing.md before trying again.
export default defineConfig(
  testPreset({
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A first demo seed on a loaded machine.
    hookTimeout: 120_000,
    // What the page shows after a request, polled: 1 s (vitest's default) is a paint or two
    // on a loaded machine; a broken screen fails all the same, only later.
    expect: { poll: { timeout: 5_000 } },
    globalSetup: ['test/support/demo-template.global.ts'],
  }),
);
