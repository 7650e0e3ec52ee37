import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/browser';

// The storefront issue sets 130 kB of compressed JS + CSS for the first load of `/` (the home
// page with its carousel and product rows); docs/decisions/0011-storefront-budget.md.
const FIRST_LOAD_BUDGET_BYTES = 130_000;
const CSS_BUDGET_BYTES = 10_000;
const JS_BUDGET_BYTES = FIRST_LOAD_BUDGET_BYTES - CSS_BUDGET_BYTES;
/** What a browser sends; the server picks brotli when it has it. */
const ACCEPT_ENCODING = 'br, gzip';

interface Transfer {
  path: string;
  /** Bytes on the wire (the body as sent, before decoding). */
  bytes: number;
  encoding: string;
  text: string;
}

/** Fetches a file from the real server as a browser would and measures what is transferred. */
function fetchTransferred(baseUrl: string, path: string): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? 'identity');
          const decoded =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
          else resolve({ path, bytes: raw.length, encoding, text: decoded.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The scripts and stylesheets a page requests while it loads. */
function recordAssets(page: Page): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'script') scripts.add(path);
    if (r.resourceType() === 'stylesheet') styles.add(path);
  });
  return { scripts, styles };
}

function report(title: string, files: Transfer[], budget: number): number {
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  const raw = files.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);
  const lines = files.map(
    (f) =>
      `${String(f.bytes).padStart(7)}  ${f.encoding.padEnd(8)} ${String(Buffer.byteLength(f.text)).padStart(7)} raw  ${f.path}`,
  );
  console.log(
    `[budget] ${title} (as transferred with accept-encoding: ${ACCEPT_ENCODING}):\n${lines.join('\n')}\n${String(total).padStart(7)}  total of ${budget} allowed (${raw} bytes uncompressed)`,
  );
  return total;
}

/**
 * What a shopper's browser downloads to show `/`, measured as the real server sends it:
 * compressed bytes on the wire. Tremor (admin charts) and the admin's styles must not be
 * among them.
 */
describe('shop first-load budget', () => {
  // The demo shop, so the home page loads what a shopper's does (sliders, rows, posts).
  const e2e = useE2E(undefined, { seedDemo: true });

  async function firstLoadOfShop() {
    const assets = recordAssets(e2e.page);
    await e2e.page.goto('/', { waitUntil: 'networkidle' });
    await e2e.page.getByRole('heading', { level: 1 }).waitFor();
    const get = (path: string) => fetchTransferred(e2e.server.baseUrl, path);
    return {
      js: await Promise.all([...assets.scripts].map(get)),
      css: await Promise.all([...assets.styles].map(get)),
    };
  }

  it(`loads at most ${JS_BUDGET_BYTES / 1000} kB of JavaScript (brotli, as transferred) on /, without Tremor`, async () => {
    const { js } = await firstLoadOfShop();
    const total = report('first-load JS on /', js, JS_BUDGET_BYTES);
    expect(js.length).toBeGreaterThan(0);
    for (const file of js) {
      expect(file.text, `${file.path} must not carry Tremor`).not.toMatch(/tremor-/);
      // Whatever is worth compressing is sent compressed (the build's .br files).
      if (file.text.length > 1024) expect(file.encoding, file.path).toBe('br');
    }
    expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  it(`loads at most ${CSS_BUDGET_BYTES / 1000} kB of CSS (brotli, as transferred) on /, shop styles only`, async () => {
    const { css } = await firstLoadOfShop();
    const total = report('first-load CSS on /', css, CSS_BUDGET_BYTES);
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) {
      expect(file.text, `${file.path} must not carry Tremor's styles`).not.toMatch(/tremor-/);
      if (file.text.length > 1024) expect(file.encoding, file.path).toBe('br');
    }
    expect(total).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });

  it('Tremor really is in the admin chunks, scripts and styles (so the checks above can fail)', async () => {
    const assets = recordAssets(e2e.page);
    await e2e.page.goto('/admin', { waitUntil: 'networkidle' });
    const get = (path: string) => fetchTransferred(e2e.server.baseUrl, path);
    const scripts = await Promise.all([...assets.scripts].map(get));
    const styles = await Promise.all([...assets.styles].map(get));
    expect(scripts.filter((f) => /tremor-/.test(f.text)).length).toBeGreaterThan(0);
    expect(styles.filter((f) => /tremor-/.test(f.text)).length).toBeGreaterThan(0);
  });
});
