import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/browser';

const DIST = join(import.meta.dirname, '../dist');
const BUDGET_BYTES = 100_000;

/**
 * What a shopper's browser downloads to show `/`: every script the page requests while
 * loading, measured from the build as gzip. Tremor (admin charts) must not be among them.
 */
describe('shop first-load budget', () => {
  const e2e = useE2E();

  it(`loads at most ${BUDGET_BYTES / 1000} kB of gzipped JavaScript on /, without Tremor`, async () => {
    const { page } = e2e;
    const scripts = new Set<string>();
    page.on(
      'request',
      (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname),
    );
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();

    let total = 0;
    const lines: string[] = [];
    for (const path of scripts) {
      const code = readFileSync(join(DIST, path));
      const gz = gzipSync(code).length;
      total += gz;
      lines.push(`${String(gz).padStart(7)}  ${path}`);
      expect(code.toString('utf8'), `${path} must not carry Tremor`).not.toMatch(/tremor-/);
    }
    console.log(
      `[budget] first-load JS on / (gzip):\n${lines.join('\n')}\n${String(total).padStart(7)}  total of ${BUDGET_BYTES} allowed`,
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('the Tremor marker really is in the admin bundle (so the check above can fail)', async () => {
    const { page } = e2e;
    const scripts = new Set<string>();
    page.on(
      'request',
      (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname),
    );
    await page.goto('/admin', { waitUntil: 'networkidle' });
    const withTremor = [...scripts].filter((p) =>
      /tremor-/.test(readFileSync(join(DIST, p), 'utf8')),
    );
    expect(withTremor.length).toBeGreaterThan(0);
  });
});
