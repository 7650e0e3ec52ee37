import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes each package's pass/fail counts to .test-results/, so `npm test` can close with one
 * line for the whole repository ("N passed, N failed") that CI reads, and each file's time, so
 * that line is followed by the slowest files: where CI's minutes go (see docs/testing.md).
 */
export default class CountReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const files: Record<string, number> = {};
    for (const module of modules) {
      files[module.relativeModuleId] = Math.round(module.diagnostic().duration);
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && ![...module.children.allTests()].length) counts.failed++;
    }
    const dir = resolve(import.meta.dirname, '../.test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      resolve(dir, `${basename(process.cwd())}.json`),
      JSON.stringify({ ...counts, files }),
    );
  }
}
