/**
 * `npm run bench:web`: how fast the shop shows on a mid-range phone on a slow 4G network.
 *
 * The real server (the built web app in apps/web/dist, a fresh SQLite file with the demo
 * catalogue and content, as `npm start` shows them) on a free port, plus one bench-only route
 * on the same Fastify instance, `/bench/floor`: a static HTML page with one image, the home
 * page's first slider at the same `srcset`/`sizes` (the same bytes as the hero), no script.
 * That page's largest-contentful-paint is the floor no shop page can beat on this network.
 *
 * Debian's Chromium through playwright-core, a phone viewport (390x844 at 2x), and per run a
 * fresh browser context (cold cache, no cookies) with, over CDP: 400 ms round trips, 1.6 Mbps
 * down (200,000 bytes/s), 750 kbps up, the CPU slowed 4x, the HTTP cache disabled. Each page is
 * loaded RUNS times (3 by default; BENCH_WEB_RUNS overrides), interleaved. Its LCP is read from
 * a buffered PerformanceObserver after the load event, network idle and a settle; bytes are
 * the sum of every response's encodedDataLength (Network.loadingFinished: headers and body as
 * received). The table gives each page's median LCP, its ratio to the floor's median, its median CLS, the
 * median bytes and the tRPC requests the page made before it settled (0 when the server's
 * inlined data covered the first render).
 *
 * Builds nothing: run `npm run build` first. Run nothing else meanwhile (2 cores).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listSliders } from '@frameshop/domain/content/sliders.service';
import { buildApp } from '@frameshop/server/app';
import { openDatabase, prepareData } from '@frameshop/server/boot';
import { loadConfig } from '@frameshop/server/config';
import { type Browser, chromium } from 'playwright-core';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 200_000,
  uploadThroughput: 93_750,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
/** After load and network idle: late paints (a lazy chunk, an image) still count. */
const SETTLE_MS = 1_500;
const HERO_SIZES = '100vw';

const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function startServer() {
  // WEB_DIST_DIR: a build elsewhere (`vite build --outDir`), as the browser tests take it.
  const distDir = process.env.WEB_DIST_DIR ?? join(import.meta.dirname, '../dist');
  const dist = join(distDir, 'index.html');
  if (!existsSync(dist)) {
    console.error(`No web build at ${dist}: run npm run build first.`);
    process.exit(1);
  }
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-bench-web-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    PHONEPE_MODE: 'simulator',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `sqlite:${join(dir, 'shop.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    SEED_DEMO: 'true',
    WEB_DIST_DIR: distDir,
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  app.get('/bench/floor', async (request, reply) => {
    const [hero] = await listSliders.run(request.serviceContext(), undefined);
    if (!hero) throw new Error('the demo content has no slider');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body style="margin:0"><img src="/${html(hero.imageUrl)}" srcset="${html(hero.srcset)}" sizes="${HERO_SIZES}" width="1600" height="640" style="display:block;width:100%;height:auto" alt="Floor"></body></html>`,
      );
  });
  await prepareData(config, app.deps, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Read in the page after it settled: the LCP and when the HTML, the last script, the last
 * stylesheet and the LCP image arrived. A string, so tsx's helpers never reach the page.
 */
const READ_LCP = `(() => {
  const resources = performance.getEntriesByType('resource');
  const end = (test) => Math.round(Math.max(0, ...resources.filter(test).map((r) => r.responseEnd)));
  const nav = performance.getEntriesByType('navigation')[0];
  const file = window.__lcpElement.split(' ')[1];
  return {
    lcp: window.__lcp,
    lcpElement: window.__lcpElement,
    cls: window.__cls,
    timeline: 'html ' + Math.round(nav ? nav.responseEnd : 0) +
      ', js ' + end((r) => r.name.endsWith('.js')) +
      ', css ' + end((r) => r.name.endsWith('.css')) +
      ', lcp image ' + (file && file[0] !== '"' ? end((r) => r.name.includes(file)) : '-') +
      ', dcl ' + Math.round(nav ? nav.domContentLoadedEventEnd : 0) + ' ms',
  };
})()`;

interface Run {
  lcp: number;
  /** Cumulative layout shift while loading (shifts right after input do not count). */
  cls: number;
  lcpElement: string;
  bytes: number;
  trpcRequests: number;
  /** The procedures those requests asked for, and anything that went wrong on the page. */
  notes: string[];
  scripts: string[];
  styles: string[];
}

async function loadOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number; __lcpElement: string; __cls: number };
      w.__lcp = 0;
      w.__lcpElement = '';
      w.__cls = 0;
      // CLS as the web-vitals definition counts it for a load: every shift not caused by input.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element?: Element | null;
          url?: string;
        })[]) {
          w.__lcp = entry.startTime;
          const el = entry.element;
          w.__lcpElement = el
            ? `${el.tagName.toLowerCase()}${entry.url ? ` ${new URL(entry.url).pathname.split('/').pop()}` : ` "${(el.textContent ?? '').trim().slice(0, 30)}"`}`
            : '';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    let trpcRequests = 0;
    const notes: string[] = [];
    page.on('pageerror', (error) => notes.push(`page error: ${error.message}`));
    const scripts: string[] = [];
    const styles: string[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      const path = new URL(e.request.url).pathname;
      if (path.startsWith('/trpc/')) {
        trpcRequests++;
        notes.push(`trpc ${decodeURIComponent(path.slice('/trpc/'.length))}`);
      }
      if (e.type === 'Script') scripts.push(path);
      if (e.type === 'Stylesheet') styles.push(path);
    });
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { lcp, lcpElement, cls, timeline } = (await page.evaluate(READ_LCP)) as {
      lcp: number;
      lcpElement: string;
      cls: number;
      timeline: string;
    };
    if (lcp === 0) notes.push(`no LCP entry (at ${page.url()})`);
    notes.unshift(timeline);
    return { lcp, lcpElement, cls, bytes, trpcRequests, notes, scripts, styles };
  } finally {
    await context.close();
  }
}

/** The body bytes a browser gets for a file (accept-encoding: br, gzip), as the budget test counts. */
function transferred(baseUrl: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => {
          n += c.length;
        });
        res.on('end', () => resolve(n));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    chromiumSandbox: false,
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const list = (await (
      await fetch(
        `${server.baseUrl}/trpc/catalogue.frames.list?input=${encodeURIComponent('{"limit":1}')}`,
      )
    ).json()) as { result: { data: { data: { frameId: number }[] } } };
    const frameId = list.result.data.data[0]?.frameId;
    if (!frameId) throw new Error('the demo catalogue has no frame');
    const pages = [
      ['floor', '/bench/floor'],
      ['/', '/'],
      ['/ProductListing', '/ProductListing'],
      [`/Singleproduct/${frameId}`, `/Singleproduct/${frameId}`],
    ] as const;
    const runs = new Map<string, Run[]>(pages.map(([name]) => [name, []]));
    // Warm the server's read caches and the OS's file cache: the bench measures the client.
    for (const [, path] of pages) await fetch(`${server.baseUrl}${path}`);
    console.log(
      `bench:web  ${RUNS} runs each, ${PHONE.width}x${PHONE.height}@2x, RTT ${NETWORK.latency} ms, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps down, ${(NETWORK.uploadThroughput * 8) / 1e3} kbps up, CPU /${CPU_SLOWDOWN}, cold cache`,
    );
    for (let i = 0; i < RUNS; i++) {
      for (const [name, path] of pages) {
        const run = await loadOnce(browser, `${server.baseUrl}${path}`);
        runs.get(name)?.push(run);
        console.log(
          `  run ${i + 1} ${name.padEnd(18)} LCP ${String(Math.round(run.lcp)).padStart(5)} ms  CLS ${run.cls.toFixed(3)}  ${String(run.bytes).padStart(8)} B  trpc ${run.trpcRequests}  LCP element: ${run.lcpElement}${run.notes.length ? `\n      ${run.notes.join('\n      ')}` : ''}`,
        );
      }
    }
    // A run without an LCP entry (the browser reported none) is left out of the medians.
    const lcps = (name: string) =>
      (runs.get(name) ?? []).map((r) => r.lcp).filter((lcp) => lcp > 0);
    const floor = median(lcps('floor'));
    const rows = pages.map(([name]) => {
      const rs = runs.get(name) ?? [];
      const measured = lcps(name);
      const lcp = median(measured);
      return [
        measured.length < rs.length ? `${name} (${measured.length} of ${rs.length} runs)` : name,
        String(Math.round(lcp)),
        `${(lcp / floor).toFixed(2)}x`,
        median(rs.map((r) => r.cls)).toFixed(3),
        String(Math.round(median(rs.map((r) => r.bytes)))),
        String(median(rs.map((r) => r.trpcRequests))),
      ];
    });
    const header = ['page', 'LCP median (ms)', 'x floor', 'CLS median', 'bytes', 'tRPC requests'];
    const widths = header.map((h, c) =>
      Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)),
    );
    const line = (cells: string[]) =>
      `| ${cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join(' | ')} |`;
    const rule = widths.map((w, c) => (c === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`));
    console.log(`\n${line(header)}\n|${rule.join('|')}|`);
    for (const row of rows) console.log(line(row));

    const home = runs.get('/')?.[0];
    if (home) {
      const js = await Promise.all(
        [...new Set(home.scripts)].map((p) => transferred(server.baseUrl, p)),
      );
      const css = await Promise.all(
        [...new Set(home.styles)].map((p) => transferred(server.baseUrl, p)),
      );
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      console.log(
        `\nfirst-load JS+CSS of / (compressed, as transferred): ${sum(js) + sum(css)} bytes (JS ${sum(js)} in ${js.length} files, CSS ${sum(css)} in ${css.length})`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
