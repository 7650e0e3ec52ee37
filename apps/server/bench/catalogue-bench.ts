/**
 * npm run bench: the public frame list under load (issue 4), not part of npm test.
 *
 * For 1,000 and then 100,000 frames it starts the server (bench-server.ts) in a child process
 * and, with autocannon at 50 connections, measures in one run: a bare route, a raw
 * better-sqlite3 list route, the frames list over tRPC and over legacy REST. Each figure is
 * printed as a ratio to the raw route of the same run (machines are noisy; ratios travel),
 * with p99 latency and the server's peak RSS (VmHWM).
 *
 * Aims: tRPC >= 1.0x raw; the 100k tRPC figure >= 0.9x the 1k one; RSS <= 160 MB.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@frameshop/db/create-db';
import { migrateToLatest } from '@frameshop/db/migrate';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);

async function prepare(dir: string, frames: number): Promise<string> {
  const file = join(dir, `bench-${frames}.db`);
  const database = createDatabase(`sqlite:${file}`);
  await migrateToLatest(database.db);
  await database.destroy();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`INSERT INTO materials (materialName, nameKey) VALUES ('Canvas', 'canvas'), ('Glass', 'glass');
           INSERT INTO frame_materials (materialName, nameKey) VALUES ('Teak', 'teak'), ('Oak', 'oak');`);
  const frame =
    db.prepare(`INSERT INTO frames (name, description, basePricePaise, colors, careInstruction,
    includes, materialId, frameMaterialId, frameShape, weightGrams, origin, isNewArrival, isOffer,
    createdAt, updatedAt) VALUES (?, 'A frame', ?, '["Black"]', '[]', '[]', ?, ?, 'Square', 900, 'Jaipur', 0, 0, ?, ?)`);
  const image = db.prepare(
    'INSERT INTO frame_images (frameId, position, fileKey) VALUES (?, 0, ?)',
  );
  const fill = db.transaction(() => {
    for (let i = 1; i <= frames; i++) {
      const { lastInsertRowid } = frame.run(
        `Frame ${i}`,
        50_000 + (i % 97) * 1_000,
        (i % 2) + 1,
        (i % 2) + 1,
        i,
        i,
      );
      image.run(lastInsertRowid, i.toString(16).padStart(32, '0'));
    }
  });
  fill();
  db.close();
  return file;
}

function startServer(
  file: string,
  uploads: string,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'bench-server.ts'), {
      env: { ...process.env, BENCH_DB: file, BENCH_UPLOADS: uploads },
      // The same flags as `npm start` (apps/server package.json `serve`).
      execArgv: ['--max-semi-space-size=4', '--import', 'tsx'],
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

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const dir = mkdtempSync(join(tmpdir(), 'frameshop-bench-'));
const list = encodeURIComponent(JSON.stringify({ page: 1, limit: 12 }));
const targets = {
  bare: '/bench/bare',
  raw: '/bench/raw',
  trpc: `/trpc/catalogue.frames.list?input=${list}`,
  rest: '/api/frame/getallframes?page=1&limit=12',
};
const trpcBySize = new Map<number, number>();
try {
  for (const frames of SIZES) {
    const file = await prepare(dir, frames);
    const { child, port } = await startServer(file, join(dir, 'uploads'));
    try {
      const base = `http://127.0.0.1:${port}`;
      // Warm up: JIT, the SQLite page cache and the read cache.
      for (const path of Object.values(targets))
        await autocannon({ url: base + path, connections: 10, duration: 1 });
      const figures: Record<string, { rps: number; p99: number }> = {};
      for (const [name, path] of Object.entries(targets)) figures[name] = await load(base + path);
      const raw = figures.raw?.rps ?? 1;
      console.log(
        `\n${frames.toLocaleString('en-IN')} frames, ${CONNECTIONS} connections, ${SECONDS}s each`,
      );
      console.log('route   req/s     x raw   p99 ms');
      for (const [name, f] of Object.entries(figures)) {
        console.log(
          `${name.padEnd(7)} ${String(Math.round(f.rps)).padStart(7)}  ${(f.rps / raw).toFixed(2).padStart(6)}x  ${String(f.p99).padStart(6)}`,
        );
      }
      trpcBySize.set(frames, figures.trpc?.rps ?? 0);
      console.log(`server peak RSS: ${peakRssMb(child.pid as number)} MB (aim <= 160)`);
    } finally {
      child.kill();
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
