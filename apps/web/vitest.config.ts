import { defineConfig } from 'vitest/config';
import { testPreset } from '../../tooling/vitest-preset';

// Two files at a time: a browser suite spends much of its time waiting (on Chromium's paint, on
// its in-process server, on timers it polls), which one file alone leaves the second core idle
// for. Each file has its own server, database folder and browser on free ports; the demo
// template is made by rename (shop-server.ts), so two first users cannot see half of one.
// Modules are not reloaded per file (`isolate: false`): every file boots its own app from the
// same code, nothing in it is global (metrics have a registry per app), and loading the server
// and its domain once per worker instead of once per file saves minutes.
export default defineConfig(
  testPreset({
    include: ['test/**/*.test.ts'],
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    // A file's server and first demo seed share the cores with another file's browser.
    hookTimeout: 120_000,
    // What the page shows after a request, polled: 1 s (vitest's default) is a paint or two
    // on a loaded machine; a broken screen fails all the same, only later.
    expect: { poll: { timeout: 5_000 } },
    globalSetup: ['test/support/demo-template.global.ts'],
  }),
);
