import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@frameshop/db/create-db';
import { withAdminConnection } from '@frameshop/db/testing/mysql-server';
import '@frameshop/db/testing/provided';
import { afterAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import {
  buyAndPay,
  call,
  freePort,
  type RealProcess,
  runScript,
} from '../../server/test/support/real-process';

/*
 * The README's promise, from the real entry point: `npm run serve` (what `npm start` runs after
 * its build) on an empty database with the defaults a newcomer gets, then again on the same
 * database. Every boot-time step (a job, a plugin, a seed step) runs here as on a first start,
 * so one that breaks the boot order fails this file (docs/testing.md).
 */

const READY = /Frame shop ready at (\S+)/;
const FIRST_START_MS = 240_000;

async function rowCounts(url: string): Promise<Record<string, number>> {
  const database = createDatabase(url);
  try {
    const counts: Record<string, number> = {};
    for (const table of ['users', 'frames', 'orders', 'news', 'reviews'] as const) {
      const row = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  } finally {
    await database.destroy();
  }
}

/** Starts `npm run serve` with these settings and waits for its ready line and /readyz. */
async function serve(env: Record<string, string>, port: number): Promise<RealProcess> {
  const server = runScript('serve', '@frameshop/server', { ...env, PORT: String(port) });
  onTestFailed(() => console.log(server.output.slice(-80).join('\n')));
  await server.waitFor(READY, FIRST_START_MS);
  expect((await call(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  return server;
}

const credentials = (server: RealProcess, who: 'admin' | 'shopper') => {
  const line = server.output
    .map((l) => l.match(new RegExp(`Demo ${who} created \\(shown once\\): (\\S+) / (\\S+?)"`)))
    .find(Boolean);
  if (!line?.[1] || !line[2]) throw new Error(`no demo ${who} password in the output`);
  return { email: line[1], password: line[2] };
};

async function login(base: string, account: { email: string; password: string }) {
  const res = await call(`${base}/api/user/login`, { body: account });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.token as string, role: res.body.role as string };
}

/** The first start's journey: log in, the shop's pages, an order placed and paid. */
async function firstStartJourney(server: RealProcess, base: string) {
  // A newcomer's terminal: no warning, no error, the passwords after the ready line.
  const problems = server.output.filter((l) => /"level":(50|60)|Error|warn(ing)?:/i.test(l));
  expect(problems).toEqual([]);
  const ready = server.output.findIndex((l) => READY.test(l));
  expect(server.output.findIndex((l) => l.includes('Demo admin created'))).toBeGreaterThan(ready);

  const admin = await login(base, credentials(server, 'admin'));
  expect(admin.role).toBe('admin');
  expect((await call(`${base}/api/user/getall`, { token: admin.token })).status).toBe(200);

  const frames = await call(`${base}/api/frame/getallframes?page=1&limit=30`);
  expect(frames.body.data.length).toBeGreaterThan(0);
  // Pages compared by what they hold (a page's whole HTML in a failure message helps nobody).
  const page = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    expect(res.headers.get('content-type'), path).toContain('text/html');
    return { status: res.status, html: await res.text() };
  };
  const home = await page('/');
  expect(home.status).toBe(200);
  expect(home.html.includes('/Singleproduct/'), 'the home page links frames').toBe(true);
  const [frame] = frames.body.data;
  const product = await page(`/Singleproduct/${frame.frameId}`);
  expect(product.status).toBe(200);
  expect(product.html.includes(`>${frame.name}<`), 'the product page names its frame').toBe(true);
  const adminPage = await page('/admin');
  expect(adminPage.status).toBe(200);
  expect(adminPage.html.includes('<div id="root"'), 'the admin app').toBe(true);

  // The demo shopper buys a frame in stock and pays on the simulator's page.
  const { token } = await login(base, credentials(server, 'shopper'));
  const bought = await buyAndPay(base, { token });
  expect(bought.verified).toMatchObject({
    success: true,
    state: 'COMPLETED',
    orderId: bought.orderId,
  });
}

/** First start, the journey, SIGTERM (exit 0), a second start that seeds nothing. */
async function twoStarts(env: Record<string, string>, databaseUrl: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = await serve(env, port);
  await firstStartJourney(first, base);
  expect(await first.stop('SIGTERM')).toBe(0);
  const afterFirst = await rowCounts(databaseUrl);
  expect(afterFirst.frames).toBeGreaterThan(0);
  expect(afterFirst.orders).toBeGreaterThan(1);

  const second = await serve(env, port);
  expect(second.output.filter((l) => /Demo .* created/.test(l))).toEqual([]);
  expect(await second.stop('SIGTERM')).toBe(0);
  expect(await rowCounts(databaseUrl)).toEqual(afterFirst);
}

describe('npm start on an empty database, through the real entry point', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'frameshop-first-start-'));
    dirs.push(dir);
    return dir;
  };

  it(
    'SQLite with the defaults (SEED_DEMO=auto, simulator payments)',
    async () => {
      const dir = scratch();
      const url = `sqlite:${join(dir, 'shop.db')}`;
      await twoStarts(
        {
          DATABASE_URL: url,
          UPLOADS_DIR: join(dir, 'uploads'),
          ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        },
        url,
      );
    },
    2 * FIRST_START_MS,
  );

  const mysqlServer = inject('mysqlServerUrl');
  it.skipIf(!mysqlServer)(
    'MariaDB with SEED_DEMO=true, on a database that does not exist yet',
    async () => {
      const dir = scratch();
      const name = `frameshop_first_${Date.now().toString(36)}`;
      const url = `${String(mysqlServer).replace(/\/$/, '')}/${name}`;
      try {
        await twoStarts(
          {
            DATABASE_URL: url,
            SEED_DEMO: 'true',
            UPLOADS_DIR: join(dir, 'uploads'),
            ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
          },
          url,
        );
      } finally {
        await withAdminConnection(String(mysqlServer), (c) =>
          c.query(`DROP DATABASE IF EXISTS \`${name}\``),
        );
      }
    },
    2 * FIRST_START_MS,
  );
});
