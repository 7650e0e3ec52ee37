import { unavailableMessages } from '@frameshop/contracts/shared/messages';
import { createDatabase, type Database } from '@frameshop/db/create-db';
import { migrateToLatest } from '@frameshop/db/migrate';
import { stockDiscrepancies } from '@frameshop/domain/catalogue/stock.repository';
import type { FastifyInstance } from 'fastify';
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabaseOptions } from '../src/boot';
import { signupAndLogin, testConfig } from './helpers';
import { SHIPPING, smallCatalogue, type Variant } from './support/order-fixtures';
import {
  mariadbBinaries,
  type PrivateMariadb,
  startPrivateMariadb,
} from './support/private-mariadb';
import { listenLocal } from './support/raw-http';

/**
 * Issue 19 §6: MariaDB stopped (killed) and started again under order load. Its own mariadbd on
 * a private port and data directory: the shared test server must never be stopped.
 */
const bins = mariadbBinaries();
if ('missing' in bins) console.warn(`[fault] MariaDB outage test skipped: ${bins.missing}`);
const withMariadbd = 'missing' in bins ? describe.skip : describe;

const REQUEST_TIMEOUT_SECONDS = 5;

interface Outcome {
  phase: 'before' | 'down' | 'after';
  status: number;
  ms: number;
  orderId?: number;
  message?: string;
}

withMariadbd('faults: MariaDB stopped and started under order load [mysql, private server]', () => {
  let server: PrivateMariadb;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  let shopper: { authorization: string };
  let variants: Variant[];

  beforeAll(async () => {
    server = await startPrivateMariadb();
    const admin = await createConnection({ uri: server.url });
    await admin.query('CREATE DATABASE frameshop_fault');
    await admin.end();
    const config = testConfig({
      DATABASE_URL: `${server.url}/frameshop_fault`,
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    });
    database = createDatabase(config.DATABASE_URL, openDatabaseOptions(config));
    await migrateToLatest(database.db);
    app = await buildApp({ config, database, logger: false });
    shopper = { authorization: `Bearer ${await signupAndLogin(app)}` };
    variants = await smallCatalogue(app.deps, 3, 1000);
    base = `http://127.0.0.1:${await listenLocal(app)}`;
  }, 60_000);

  afterAll(async () => {
    try {
      await app?.close();
      await database?.destroy();
    } finally {
      // Whatever failed above, the private server and its data directory go.
      await server?.destroy();
    }
  });

  const readyz = async () => {
    const started = Date.now();
    const res = await fetch(`${base}/readyz`);
    return { status: res.status, body: await res.json(), ms: Date.now() - started };
  };

  it('answers 503 with a message while it is down, never hangs, recovers alone, and loses no order', async () => {
    const outcomes: Outcome[] = [];
    let phase: Outcome['phase'] = 'before';
    let running = true;
    const placeOne = async (n: number) => {
      const v = variants[n % variants.length] as Variant;
      const at = phase;
      const started = Date.now();
      try {
        const res = await fetch(`${base}/api/order/create`, {
          method: 'POST',
          headers: { ...shopper, 'content-type': 'application/json' },
          body: JSON.stringify({
            items: [
              {
                productType: 'pre-listed',
                frameId: v.frameId,
                sizeId: v.sizeId,
                quantity: 1 + (n % 3),
              },
            ],
            shipping: SHIPPING,
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_SECONDS * 1000 + 2_000),
        });
        const body = (await res.json()) as { data?: { orderId?: number }; message?: string };
        const orderId = body.data?.orderId;
        outcomes.push({
          phase: at,
          status: res.status,
          ms: Date.now() - started,
          orderId,
          message: body.message,
        });
      } catch (error) {
        // A dropped connection or our own timeout: recorded, and the test fails on it below.
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        outcomes.push({ phase: at, status: 0, ms: Date.now() - started, message: cause });
      }
    };
    // Six shoppers' browsers placing orders back to back.
    let n = 0;
    const load = Promise.all(
      Array.from({ length: 6 }, async () => {
        while (running) await placeOne(n++);
      }),
    );
    const placedIn = (p: Outcome['phase']) =>
      outcomes.filter((o) => o.phase === p && o.status === 201).length;
    const waitFor = async (what: () => boolean | Promise<boolean>, ms: number) => {
      const deadline = Date.now() + ms;
      while (!(await what())) {
        if (Date.now() > deadline) throw new Error('timed out waiting');
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    await waitFor(() => placedIn('before') >= 10, 20_000);
    phase = 'down';
    await server.stop();
    await waitFor(() => outcomes.filter((o) => o.phase === 'down').length >= 20, 20_000);
    const down = await readyz();
    // A tRPC call says the same (its session is looked up before tRPC runs, so in REST's shape).
    const me = await fetch(`${base}/trpc/auth.me`, { headers: shopper });
    const meBody = (await me.json()) as { message?: string };
    // And a procedure that reaches the database itself, anonymously: tRPC's own error shape.
    const login = await fetch(`${base}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'asha@example.com', password: 'not-the-password' }),
    });
    const loginBody = (await login.json()) as { error?: { message?: string } };

    await server.start();
    // No restart of the app: the pool makes new connections once MariaDB answers again.
    await waitFor(async () => (await readyz()).status === 200, 20_000);
    phase = 'after';
    await waitFor(() => placedIn('after') >= 10, 20_000);
    running = false;
    await load;

    const byStatus: Record<string, Outcome[]> = {};
    for (const o of outcomes)
      byStatus[String(o.status)] = [...(byStatus[String(o.status)] ?? []), o];
    console.info(
      `[fault] orders: ${Object.entries(byStatus)
        .map(
          ([s, list]) =>
            `${list?.length} × ${s} (${[...new Set(list?.map((o) => o.message))].join(' | ')})`,
        )
        .join(', ')}; slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );
    console.info(`[fault] /readyz while down: ${down.status} in ${down.ms} ms`);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: 'unavailable',
      message: unavailableMessages.database,
    });
    expect(down.ms).toBeLessThan(3_000);
    expect(me.status).toBe(503);
    expect(me.headers.get('retry-after')).toBe('30');
    expect(meBody.message).toBe(unavailableMessages.database);
    expect(login.status).toBe(503);
    expect(login.headers.get('retry-after')).toBe('30');
    expect(loginBody.error?.message).toBe(unavailableMessages.database);
    // Only placed or briefly unavailable: no 500, no hang past the request timeout.
    expect(Object.keys(byStatus).sort()).toEqual(['201', '503']);
    for (const o of outcomes) expect(o.ms).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000);
    for (const o of byStatus['503'] ?? []) expect(o.message).toBe(unavailableMessages.database);

    // Every 201 is in the database exactly once.
    const placed = outcomes.filter((o) => o.status === 201).map((o) => o.orderId as number);
    expect(new Set(placed).size).toBe(placed.length);
    const rows = await database.db
      .selectFrom('orders')
      .select('orderId')
      .where('orderId', 'in', placed)
      .execute();
    expect(rows).toHaveLength(placed.length);
    // No order half written (a 503 whose commit did land is whole too): every order has its
    // lines, every line its stock reservation, and stock is the sum of its ledger.
    const orphans = await database.db
      .selectFrom('orders as o')
      .leftJoin('order_items as i', 'i.orderId', 'o.orderId')
      .select('o.orderId')
      .where('i.orderItemId', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    for (const v of variants) {
      const items = await database.db
        .selectFrom('order_items')
        .select((eb) => eb.fn.sum<number>('quantity').as('q'))
        .where('frameSizeId', '=', v.frameSizeId)
        .executeTakeFirstOrThrow();
      const reserved = await database.db
        .selectFrom('stock_movements')
        .select((eb) => eb.fn.sum<number>('delta').as('d'))
        .where('frameSizeId', '=', v.frameSizeId)
        .where('reason', '=', 'order_reserve')
        .executeTakeFirstOrThrow();
      expect(-Number(reserved.d)).toBe(Number(items.q));
    }
    expect(await stockDiscrepancies(database.db)).toEqual([]);
  }, 60_000);
});
