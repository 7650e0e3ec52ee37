/**
 * npm run bench:sales: the sales summary at scale (issue 13), not part of npm test.
 *
 * For each engine (MariaDB/MySQL in database `frameshop_bench`, created and dropped here; then
 * SQLite in a temporary file) it generates 100,000 orders with their items over three years
 * (mixed statuses and payment states, 1% deleted), rebuilds the rollups, times the summary,
 * then grows the same database to 1,000,000 orders and times it again. Each scenario (all
 * time, one month, one status, a ragged range) is timed two ways in the same run:
 *   use case  analytics.sales through its use case (rollups + recent orders): median of 7 runs
 *   naive     every counted order in the filter and all their items loaded into JS and
 *             aggregated there (what the legacy server did): one run, after checking that it
 *             gives exactly the use case's figures
 * and printed with the ratio naive / use case and, at the largest size, use case (1M) / use
 * case (100k). Aims: >= 50x faster than naive at 1M; cost at 1M <= 2x cost at 100k.
 *
 *   npm run bench:sales
 *   BENCH_SALES_SIZES=20000,100000 BENCH_SALES_ENGINES=sqlite npm run bench:sales   (quick)
 *   BENCH_SALES_KEEP=1 keeps the last database (frameshop_bench, or the printed SQLite file)
 *   BENCH_MYSQL_URL=mysql://user:pass@host:3306 (default: TEST_MYSQL_URL or root@127.0.0.1)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { istParts } from '@frameshop/contracts/analytics/ist';
import type { SalesFilter } from '@frameshop/contracts/analytics/sales';
import { createDatabase, type Database } from '@frameshop/db/create-db';
import { migrateToLatest } from '@frameshop/db/migrate';
import { adminUrl, withAdminConnection } from '@frameshop/db/testing/mysql-server';
import { sales } from '@frameshop/domain/analytics/analytics.service';
import { rebuildSalesRollups } from '@frameshop/domain/analytics/sales-rollup.published';
import { systemContext } from '@frameshop/domain/shared/context';
import { createDomainDeps } from '@frameshop/domain/wiring';
import { generateOrders } from './sales-data';
import { naiveSummary } from './sales-naive';

const SIZES = (process.env.BENCH_SALES_SIZES ?? '100000,1000000').split(',').map(Number);
const ENGINES = (process.env.BENCH_SALES_ENGINES ?? 'mysql,sqlite').split(',');
const RUNS = 7;
const NOW = Date.now();

function scenarios(): [string, SalesFilter][] {
  const p = istParts(NOW);
  const ym = (back: number) => {
    const m = p.year * 12 + (p.month - 1) - back;
    return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  };
  const lastDay = (s: string) => {
    const [y, m] = s.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, m, 0)).getUTCDate();
  };
  const month = ym(1);
  return [
    ['all time', {}],
    ['one month', { from: `${month}-01`, to: `${month}-${lastDay(month)}` }],
    ['one status', { status: 2 }],
    ['ragged range', { from: `${ym(13)}-15`, to: `${ym(2)}-20` }],
  ];
}

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms`.padStart(10);

async function open(engine: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'mysql') {
    const server = (process.env.BENCH_MYSQL_URL ?? adminUrl()).replace(/\/$/, '');
    await withAdminConnection(server, async (c) => {
      await c.query('DROP DATABASE IF EXISTS frameshop_bench');
      await c.query('CREATE DATABASE frameshop_bench');
    });
    const database = createDatabase(`${server}/frameshop_bench`);
    return {
      database,
      drop: async () => {
        await database.destroy();
        await withAdminConnection(server, (c) => c.query('DROP DATABASE frameshop_bench'));
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-sales-bench-'));
  const database = createDatabase(`sqlite:${join(dir, 'bench.db')}`);
  return {
    database,
    drop: async () => {
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Row = { engine: string; size: number; scenario: string; useCase: number; naive: number };

async function benchEngine(engine: string, rows: Row[]): Promise<void> {
  const { database, drop } = await open(engine);
  try {
    await migrateToLatest(database.db);
    const deps = createDomainDeps({
      db: database.db,
      publicFilesDir: tmpdir(),
      privateFilesDir: tmpdir(),
      sessionTtlMs: 3600_000,
      mail: {
        outboxDir: tmpdir(),
        from: 'bench@example.com',
        adminNotifyEmail: 'bench@example.com',
        shopName: 'Bench',
        publicUrl: 'http://localhost',
        log: () => {},
      },
    });
    const ctx = systemContext(deps, 'bench');
    let have = 0;
    for (const size of [...SIZES].sort((a, b) => a - b)) {
      console.log(`\n[${engine}] ${size.toLocaleString('en-IN')} orders`);
      const [genMs] = await time(() => generateOrders(database.db, have + 1, size, size, NOW));
      have = size;
      const [rebuildMs] = await time(() =>
        database.db.transaction().execute((trx) => rebuildSalesRollups(trx)),
      );
      console.log(`  generate ${ms(genMs)}, rebuild rollups ${ms(rebuildMs)}`);
      for (const [name, input] of scenarios()) {
        const parsed = sales.input.parse(input);
        const [, first] = await time(() => sales.run(ctx, parsed));
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push((await time(() => sales.run(ctx, parsed)))[0]);
        const [naiveMs, naive] = await time(() => naiveSummary(database.db, parsed));
        const exact =
          Math.round(first.totalSales * 100) === naive.salesPaise &&
          first.totalOrders === naive.orders &&
          JSON.stringify(first.topProducts.map((p) => [p.productId, p.totalSold])) ===
            JSON.stringify(naive.top);
        if (!exact) throw new Error(`[${engine}] ${name}: the use case and the naive way disagree`);
        const useCase = median(times);
        rows.push({ engine, size, scenario: name, useCase, naive: naiveMs });
        console.log(
          `  ${name.padEnd(13)} use case ${ms(useCase)}   naive ${ms(naiveMs)}   naive/use case ${(naiveMs / useCase).toFixed(0).padStart(6)}x   (${first.totalOrders.toLocaleString('en-IN')} orders, exact)`,
        );
      }
    }
  } finally {
    // BENCH_SALES_KEEP=1 leaves the database for EXPLAIN and friends (drop it by hand).
    if (process.env.BENCH_SALES_KEEP === '1') await database.destroy();
    else await drop();
  }
}

const rows: Row[] = [];
for (const engine of ENGINES) await benchEngine(engine, rows);
const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
console.log(
  `\nScaling: use case at ${large.toLocaleString('en-IN')} / at ${small.toLocaleString('en-IN')} (aim <= 2x)`,
);
for (const r of rows.filter((x) => x.size === large)) {
  const base = rows.find(
    (x) => x.engine === r.engine && x.size === small && x.scenario === r.scenario,
  );
  if (base)
    console.log(
      `  [${r.engine}] ${r.scenario.padEnd(13)} ${(r.useCase / base.useCase).toFixed(2)}x`,
    );
}
