/**
 * npm run bench:start: the server as `npm start` ran it before (tsx compiling the TypeScript
 * sources at start) against the production bundle (apps/server/dist/server.mjs, esbuild), in
 * one run on the same machine and the same data (issue 20). Not part of npm test.
 *
 * For each way of starting, on its own copy of a SQLite file of BENCH_FRAMES frames (default
 * 1,000), it measures:
 *   ready      milliseconds from spawn to the first 200 from /readyz
 *   rss-idle   resident memory once ready (MB)
 *   rss-peak   peak resident memory (VmHWM) after BENCH_SECONDS (default 10) of list load:
 *              50 connections over the frame list, tRPC read-cache misses (a different search
 *              on every request) and the legacy REST list
 *   rps        requests per second under that load
 * and prints the bundle's figures as ratios to tsx's. Aim (issue 20): peak RSS <= 160 MB.
 * BENCH_ROUNDS=3 starts each variant 3 times, alternating, and prints medians.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { matchingTerms, prepare } from './catalogue-bench-data';

const FRAMES = Number(process.env.BENCH_FRAMES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const SERVER_DIR = join(import.meta.dirname, '..');
const BUNDLE = join(SERVER_DIR, 'dist/server.mjs');

/** Extra Node flags for the bundle (to try a setting before it goes into `serve`). */
const BUNDLE_FLAGS = (process.env.BENCH_BUNDLE_FLAGS ?? '').split(' ').filter(Boolean);

const VARIANTS = {
  tsx: ['--max-semi-space-size=4', '--import', 'tsx', 'src/server.ts'],
  bundle: ['--max-semi-space-size=4', ...BUNDLE_FLAGS, 'dist/server.mjs'],
} as const;
type Variant = keyof typeof VARIANTS;

interface Figures {
  readyMs: number;
  rssIdleMb: number;
  rssPeakMb: number;
  rps: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
};

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function measure(variant: Variant, data: string, terms: string[]): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), `frameshop-start-${variant}-`));
  const file = join(dir, 'shop.db');
  copyFileSync(data, file);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...VARIANTS[variant]], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${file}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitReady(base, child);
    const readyMs = Math.round(performance.now() - started);
    const pid = child.pid as number;
    const rssIdleMb = memoryMb(pid, 'VmRSS');
    let cursor = 0;
    const paths = terms.flatMap((search) => [
      `/trpc/catalogue.frames.list?input=${encodeURIComponent(JSON.stringify({ page: 1, limit: 12, search }))}`,
      `/api/frame/getallframes?page=1&limit=12&search=${encodeURIComponent(search)}`,
    ]);
    const result = await autocannon({
      url: base,
      connections: 50,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => {
            request.path = paths[cursor++ % paths.length] as string;
            return request;
          },
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${variant}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return { readyMs, rssIdleMb, rssPeakMb: memoryMb(pid, 'VmHWM'), rps: result.requests.average };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function main() {
  if (!existsSync(BUNDLE)) {
    throw new Error(`No bundle at ${BUNDLE}: run "npm run build -w @frameshop/server" first`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-start-bench-'));
  const data = await prepare(dir, FRAMES);
  const terms = matchingTerms(data, FRAMES, false);
  const runs: Record<Variant, Figures[]> = { tsx: [], bundle: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of ['tsx', 'bundle'] as const) {
      runs[variant].push(await measure(variant, data, terms));
    }
  }
  rmSync(dir, { recursive: true, force: true });
  const summary = Object.fromEntries(
    (['tsx', 'bundle'] as const).map((variant) => {
      const of = (key: keyof Figures) => median(runs[variant].map((f) => f[key]));
      return [
        variant,
        {
          readyMs: of('readyMs'),
          rssIdleMb: of('rssIdleMb'),
          rssPeakMb: of('rssPeakMb'),
          rps: Math.round(of('rps')),
        },
      ];
    }),
  ) as Record<Variant, Figures>;
  console.log(`${FRAMES} frames, ${SECONDS} s of list load at 50 connections, ${ROUNDS} round(s)`);
  console.table(summary);
  const ratio = (key: keyof Figures) => (summary.bundle[key] / summary.tsx[key]).toFixed(2);
  console.log(
    `bundle / tsx: ready ${ratio('readyMs')}x, idle RSS ${ratio('rssIdleMb')}x, peak RSS ${ratio('rssPeakMb')}x, rps ${ratio('rps')}x`,
  );
  console.log(
    `peak RSS of the bundle: ${summary.bundle.rssPeakMb} MB (aim <= 160 MB): ${summary.bundle.rssPeakMb <= 160 ? 'met' : 'NOT met'}`,
  );
}

await main();
