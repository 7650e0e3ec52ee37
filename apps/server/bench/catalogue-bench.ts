/**
 * npm run bench: the public frame list under load (issue 4), not part of npm test.
 *
 * For 1,000 and then 100,000 frames it starts the server (bench-server.ts) in a child process
 * and, with autocannon at 50 connections, measures in one run:
 *   bare         a route that does nothing (the HTTP stack alone)
 *   raw          12 frames and their images from better-sqlite3, no layers: the floor
 *   trpc, rest   the frames list over tRPC and legacy REST, always the same page (read-cache hits)
 *   raw-miss     /bench/list with a different `search` on every request: by hand, the SQL
 *                `listFrames` runs for that query (page, images, and the count unless a short
 *                first page is the whole list), statements prepared once (see bench-server.ts);
 *                before measuring, the bench checks that it lists the same frames and total as
 *                the app for a spread of the requests, and refuses to run if not
 *   trpc-miss    catalogue.frames.list over tRPC with the same sequence of searches: every
 *                request misses the read cache (the searches cycle through more distinct
 *                inputs than the cache holds) and runs the real use case
 *   rest-miss    the same misses over legacy REST: the same use case and SQL, so the gap to
 *                trpc-miss is what the tRPC adapter costs per uncached call
 *   direct-miss  the same misses through tRPC's server-side caller, answered in tRPC's
 *                envelope without its HTTP adapter (a probe, see bench-server.ts)
 *   raw-filter   /bench/list with materialId + frameShape + a price range + sort=price_asc +
 *                a different search on every request
 *   trpc-filter  the same filtered listings over tRPC, each a read-cache miss
 *   raw-like     word searches ('123', 'frame 123', 'black 123', '123 teak') run as the list ran
 *                them before the search index (issue 24): a LIKE on the name, by hand
 *   raw-search   the same words through the FTS5 index and the ranking, by hand (the floor)
 *   trpc-search  the same words over tRPC, each a read-cache miss: the uncached search
 * Every search term matches some frames ("Frame <n>" names: digits, "e 12", "frame 12", ...;
 * the filtered list keeps only the terms that match under its filter).
 * Each figure is printed as a ratio to the raw route doing the same SQL in the same run
 * (machines are noisy; ratios travel): hits against `raw`, misses against `raw-miss`, filtered
 * misses against `raw-filter`; with p99 latency, the server's CPU time per request and the
 * ratio that gives (the same comparison, robust when other processes share the cores: the
 * server is single-threaded, so its rate is about 1 / CPU per request when it is not starved),
 * the statements the app ran per request (a miss runs 2 or 3, a hit none) and the server's
 * peak RSS (VmHWM).
 *
 *   ssr-product  with BENCH_WEB_DIST=<a web build with dist/server>: the product page rendered
 *                by React on the server, every request (ADR 0020), against the cached tRPC list
 *   ssr-cached   the same page from the page cache (anonymous HTML kept whole)
 * Aims: tRPC >= 1.0x raw; ssr-product >= 0.3x trpc, ssr-cached >= 0.8x trpc; a miss (trpc-miss, trpc-filter) >= 0.6x its raw floor; the 100k tRPC
 * figure >= 0.9x the 1k one; RSS <= 160 MB.
 * Quick run: BENCH_SIZES=1000 BENCH_SECONDS=3 npm run bench
 * BENCH_WARMUP=3 (seconds per route, default 3) before measuring: a miss runs much more code
 * than a hit, and measured cold it looks up to 2x slower.
 * On a busy machine: BENCH_ROUNDS=3 measures every route 3 times, round robin, and prints the
 * median rate and the median of the per-round ratios.
 * As a browser asks: BENCH_ACCEPT_ENCODING='br, gzip' sends that header on every request (by
 * default none is sent, so every answer is measured uncompressed; a page is ~5x the list's size).
 * Without the SQLite statement cache: BENCH_STATEMENT_CACHE=0 npm run bench
 * Profile: BENCH_ONLY=trpc-miss,raw-miss BENCH_CPU_PROF=/tmp/prof npm run bench (the server runs
 * with `--cpu-prof`; open the .cpuprofile in Chrome DevTools or speedscope).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { FILTER, matchingTerms, prepare, wordSearches } from './catalogue-bench-data';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** Seconds of warm-up per route: the tRPC miss path needs thousands of calls before the JIT is done. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ONLY = process.env.BENCH_ONLY?.split(',');
const CPU_PROF = process.env.BENCH_CPU_PROF;
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;

function startServer(
  file: string,
  uploads: string,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'bench-server.ts'), {
      env: { ...process.env, BENCH_DB: file, BENCH_UPLOADS: uploads },
      // The same flags as `npm start` (apps/server package.json `serve`).
      execArgv: [
        '--max-semi-space-size=4',
        '--import',
        'tsx',
        ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** A fixed path, or a path per request (every request a different one, in a shared cycle). */
type Target = { floor: string; path: string } | { floor: string; paths: string[] };

/** Where the next varying request starts: shared by all runs, so a cycle never restarts. */
let cursor = 0;

async function load(base: string, target: Target, seconds: number, connections: number) {
  const result = await autocannon({
    url: base + ('path' in target ? target.path : (target.paths[0] ?? '')),
    ...(ACCEPT_ENCODING ? { headers: { 'accept-encoding': ACCEPT_ENCODING } } : {}),
    connections,
    duration: seconds,
    ...('paths' in target
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const paths = target.paths;
                request.path = paths[cursor++ % paths.length] as string;
                return request;
              },
            },
          ],
        }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${base}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

interface ServerStats {
  /** Statements the app has run; null when its statement cache (which counts them) is off. */
  statements: number | null;
  requests: number;
  cpuMicros: number;
}

async function serverStats(base: string): Promise<ServerStats> {
  const res = await fetch(`${base}/bench/stats`);
  return (await res.json()) as ServerStats;
}

type Page = { data: { frameId: number }[]; pagination: { totalItems: number } };

/**
 * A floor is honest only if it answers what the app answers: for a spread of the varying
 * requests, the raw route and tRPC must list the same frames in the same order with the same
 * total. Throws when frames.repository.ts and bench-server.ts have drifted apart.
 */
async function checkFloors(base: string, targets: Record<string, Target>): Promise<void> {
  for (const [name, target] of Object.entries(targets)) {
    const floor = targets[target.floor];
    if (name === target.floor || !floor || !('paths' in target) || !('paths' in floor)) continue;
    const step = Math.max(1, Math.floor(target.paths.length / 40));
    for (let i = 0; i < target.paths.length; i += step) {
      const [app, raw] = await Promise.all(
        [target.paths[i], floor.paths[i]].map(async (path) => {
          const res = await fetch(base + path);
          const body = (await res.json()) as Page & { result?: { data: Page } };
          const page = body.result?.data ?? body;
          return JSON.stringify([page.data.map((f) => f.frameId), page.pagination.totalItems]);
        }),
      );
      if (app !== raw) {
        throw new Error(
          `${name} and ${target.floor} disagree on ${target.paths[i]}: ${app} vs ${raw}; ` +
            'bench-server.ts /bench/list must send the SQL frames.repository.ts sends',
        );
      }
    }
  }
}

const dir = mkdtempSync(join(tmpdir(), 'frameshop-bench-'));
const trpcPath = (input: unknown) =>
  `/trpc/catalogue.frames.list?input=${encodeURIComponent(JSON.stringify(input))}`;
function targetsFor(file: string, frames: number): Record<string, Target> {
  const terms = matchingTerms(file, frames, false);
  const filteredTerms = matchingTerms(file, frames, true);
  const words = wordSearches(file, frames);
  // Each miss stores two entries (the tRPC answer and the use case's value) in a read cache
  // of 500: a cycle of more than 250 distinct inputs never meets a stored one.
  for (const list of [terms, filteredTerms, words]) {
    if (list.length <= 300) throw new Error(`only ${list.length} search terms match: too few`);
  }
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  const filter = { page: 1, limit: 12, ...FILTER, sort: 'price_asc' };
  return {
    bare: { floor: 'raw', path: '/bench/bare' },
    raw: { floor: 'raw', path: '/bench/raw' },
    trpc: { floor: 'raw', path: trpcPath({ page: 1, limit: 12 }) },
    rest: { floor: 'raw', path: '/api/frame/getallframes?page=1&limit=12' },
    'raw-miss': {
      floor: 'raw-miss',
      paths: terms.map((search) => `/bench/list?${query({ page: 1, limit: 12, search })}`),
    },
    'trpc-miss': {
      floor: 'raw-miss',
      paths: terms.map((search) => trpcPath({ page: 1, limit: 12, search })),
    },
    'direct-miss': {
      floor: 'raw-miss',
      paths: terms.map(
        (search) =>
          `/bench/trpc-direct/catalogue.frames.list?input=${encodeURIComponent(JSON.stringify({ page: 1, limit: 12, search }))}`,
      ),
    },
    'rest-miss': {
      floor: 'raw-miss',
      paths: terms.map(
        (search) => `/api/frame/getallframes?${query({ page: 1, limit: 12, search })}`,
      ),
    },
    'raw-filter': {
      floor: 'raw-filter',
      paths: filteredTerms.map((search) => `/bench/list?${query({ ...filter, search })}`),
    },
    'trpc-filter': {
      floor: 'raw-filter',
      paths: filteredTerms.map((search) => trpcPath({ ...filter, search })),
    },
    'raw-like': {
      floor: 'raw-like',
      paths: words.map((search) => `/bench/list?${query({ page: 1, limit: 12, search, like: 1 })}`),
    },
    'raw-search': {
      floor: 'raw-search',
      paths: words.map((search) => `/bench/list?${query({ page: 1, limit: 12, search })}`),
    },
    'trpc-search': {
      floor: 'raw-search',
      paths: words.map((search) => trpcPath({ page: 1, limit: 12, search })),
    },
    // The server-rendered product page (ADR 0020) against the cached tRPC list: rendered on
    // every request (a query string keeps it out of the page cache), and from the page cache.
    ...(process.env.BENCH_WEB_DIST
      ? {
          'ssr-product': { floor: 'trpc', path: '/Singleproduct/1?bench=1' },
          'ssr-cached': { floor: 'trpc', path: '/Singleproduct/1' },
        }
      : {}),
  };
}

/**
 * Waits until the server has finished the requests a load left in flight (slow misses keep
 * running after autocannon hangs up), so they neither steal the next figure's CPU nor count
 * as its statements: until its statement count stops moving for 300 ms.
 */
async function settle(base: string): Promise<void> {
  let last = (await serverStats(base)).statements;
  if (last === null) return new Promise((resolve) => setTimeout(resolve, 1000));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = (await serverStats(base)).statements;
    if (now === last) return;
    last = now;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const trpcBySize = new Map<number, number>();
try {
  for (const frames of SIZES) {
    const file = await prepare(dir, frames);
    const { child, port } = await startServer(file, join(dir, 'uploads'));
    try {
      const base = `http://127.0.0.1:${port}`;
      const targets = Object.fromEntries(
        Object.entries(targetsFor(file, frames)).filter(([name]) => !ONLY || ONLY.includes(name)),
      );
      await checkFloors(base, targets);
      // Warm up: JIT, the SQLite page cache and the read cache.
      for (const target of Object.values(targets)) {
        await load(base, target, WARMUP, 10);
        await settle(base);
      }
      type Figure = { rps: number; p99: number; cpu: number; statements?: number };
      const rounds: Record<string, Figure>[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const figures: Record<string, Figure> = {};
        for (const [name, target] of Object.entries(targets)) {
          const before = await serverStats(base);
          const f = await load(base, target, SECONDS, CONNECTIONS);
          await settle(base);
          const after = await serverStats(base);
          const served = Math.max(after.requests - before.requests, 1);
          figures[name] = {
            rps: f.rps,
            p99: f.p99,
            cpu: (after.cpuMicros - before.cpuMicros) / served,
            statements:
              before.statements === null || after.statements === null
                ? undefined
                : (after.statements - before.statements) / served,
          };
        }
        rounds.push(figures);
      }
      console.log(
        `\n${frames.toLocaleString('en-IN')} frames, ${CONNECTIONS} connections, ${SECONDS}s each` +
          (ROUNDS > 1 ? `, median of ${ROUNDS} rounds` : ''),
      );
      console.log(
        'route          req/s  x floor (floor)     p99 ms  cpu us/req  x floor by cpu  statements/req',
      );
      const of = (name: string, pick: (f: Figure) => number) =>
        median(rounds.map((r) => (r[name] ? pick(r[name]) : 0)));
      const rpsOf = (name: string) => of(name, (f) => f.rps);
      for (const name of Object.keys(targets)) {
        const floorName = targets[name]?.floor ?? 'raw';
        // Per round (a figure and its floor measured moments apart), then the median.
        const ratio = (pick: (f: Figure) => number) =>
          targets[floorName]
            ? median(
                rounds.map((r) => {
                  const f = r[name];
                  const floor = r[floorName];
                  return f && floor ? pick(f) / pick(floor) : 0;
                }),
              )
            : undefined;
        const byRps = ratio((f) => f.rps);
        const byCpu = ratio((f) => 1 / f.cpu);
        const statements = of(name, (f) => f.statements ?? Number.NaN);
        const isApp = !name.startsWith('raw') && name !== 'bare';
        const x = (r: number | undefined) => (r === undefined ? '-' : `${r.toFixed(2)}x`);
        console.log(
          [
            name.padEnd(12),
            String(Math.round(rpsOf(name))).padStart(7),
            x(byRps).padStart(7),
            `(${floorName})`.padEnd(12),
            String(of(name, (f) => f.p99)).padStart(6),
            String(Math.round(of(name, (f) => f.cpu))).padStart(11),
            x(byCpu).padStart(15),
            isApp ? (Number.isNaN(statements) ? '-' : statements.toFixed(2)).padStart(15) : '',
          ].join(' '),
        );
      }
      trpcBySize.set(frames, rpsOf('trpc'));
      console.log(`server peak RSS: ${peakRssMb(child.pid as number)} MB (aim <= 160)`);
    } finally {
      // SIGINT lets the server exit cleanly, writing its profile; wait for it either way.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(CPU_PROF ? 'SIGINT' : 'SIGTERM');
      await exited;
    }
  }
  const [small, large] = SIZES;
  if (small !== undefined && large !== undefined && trpcBySize.get(small)) {
    const ratio = (trpcBySize.get(large) ?? 0) / (trpcBySize.get(small) ?? 1);
    console.log(
      `\ntRPC list at ${large.toLocaleString('en-IN')} vs ${small.toLocaleString('en-IN')} frames: ${ratio.toFixed(2)}x (aim >= 0.9)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
