import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The settings every package's tests share: MySQL detection, CI-readable output, counts. */
export function testPreset(extra: NonNullable<ViteUserConfig['test']> = {}): ViteUserConfig {
  return {
    test: {
      // CI's log names every test, so the [sqlite] and [mysql] runs of each suite are visible.
      reporters: [process.env.CI ? 'verbose' : 'default', here('./count-reporter.ts')],
      testTimeout: 20_000,
      ...extra,
      // A package's own global setups come after the shared one.
      globalSetup: [
        here('../packages/db/src/testing/mysql-global-setup.ts'),
        ...[extra.globalSetup ?? []].flat(),
      ],
    },
  };
}
