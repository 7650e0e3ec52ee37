import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type Database } from '@frameshop/db/create-db';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import {
  frameMaterials,
  materials,
  thicknesses,
} from '@frameshop/domain/catalogue/attributes.service';
import { createFrame } from '@frameshop/domain/catalogue/frames.service';
import { pairPrices } from '@frameshop/domain/catalogue/prices.service';
import { createSize } from '@frameshop/domain/catalogue/sizes.service';
import { seedDemoOrders } from '@frameshop/domain/seed/demo-orders';
import { type ServiceContext, systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app';
import { ADMIN, bearer, createAdmin, loginToken, signupAndLogin, testConfig } from '../helpers';
import { placeOrder, type Variant, variantPicker } from './order-fixtures';

type Headers = { authorization: string };

/**
 * Four frames in two sizes and a price for custom frames, made through the admin's use cases
 * (the demo catalogue draws its pictures: ten seconds a database).
 */
async function smallCatalogue(admin: ServiceContext): Promise<void> {
  const material = await materials.create.run(admin, { name: 'Canvas' });
  const frameMaterial = await frameMaterials.create.run(admin, { name: 'Teak Wood' });
  await thicknesses.create.run(admin, { name: '1 inch' });
  await pairPrices.add.run(admin, {
    materialId: material.materialId,
    frameMaterialId: frameMaterial.frameMaterialId,
    pricePerSqft: 250,
  });
  const sizes = [
    await createSize.run(admin, { width: 8, height: 10 }),
    await createSize.run(admin, { width: 12, height: 18 }),
  ];
  for (const name of ['Oak Classic', 'Teak Gallery', 'Walnut Slim', 'Rosewood Box']) {
    await createFrame.run(admin, {
      name,
      basePrice: 999,
      description: 'Solid frame',
      colors: ['Brown'],
      materialId: material.materialId,
      frameMaterialId: frameMaterial.frameMaterialId,
      frameShape: 'Square',
      weight: 1.25,
      origin: 'Jaipur',
      careInstruction: ['Dust weekly'],
      includes: ['Hook'],
      isNewArrival: true,
      isOffer: false,
      sizes: sizes.map((size, i) => ({
        sizeId: size.sizeId,
        price: 1200 + 600 * i,
        offer_price: null,
        total_qty: 50,
      })),
    });
  }
}

/**
 * The shop a backup is taken of: the app over the suite's database with a small catalogue and
 * the demo's ~150 past orders (paid ones fill the sales rollups), an admin and two shoppers.
 */
export function useBackupShop(t: TestDatabase) {
  const h = {} as {
    app: FastifyInstance;
    admin: Headers;
    shoppers: Headers[];
    variants: Variant[];
  };
  beforeAll(async () => {
    // The write load leaves two of each shopper's three orders unpaid for as long as it runs:
    // past the 100 a setting may allow on a slow run. Limits are not what this suite tests.
    const config = { ...testConfig(), MAX_UNPAID_ORDERS: 1_000_000 };
    h.app = await buildApp({ config, database: t, logger: false });
    const seed = systemContext(h.app.deps, 'seed');
    await smallCatalogue(seed);
    await seedDemoOrders.run(seed, undefined);
    await createAdmin(h.app);
    h.admin = bearer(await loginToken(h.app, ADMIN.email, ADMIN.password));
    h.shoppers = [
      bearer(await signupAndLogin(h.app)),
      bearer(
        await signupAndLogin(h.app, {
          firstName: 'Ravi',
          lastName: 'Iyer',
          email: 'ravi@example.com',
          password: 'another-shopper-pass',
        }),
      ),
    ];
    h.variants = await variantPicker(() => t.db)(4, 500);
    // The demo orders are made through the use cases: half a minute on a busy MariaDB.
  }, 180_000);
  afterAll(() => h.app?.close());
  return h;
}

/**
 * Orders coming in while something else runs: `workers` loops, each placing orders, the
 * shopper cancelling every third (stock back through the ledger) and the admin moving a paid
 * past order's status (its sales move between rollup buckets). Every request must succeed.
 */
export function startWriteLoad(
  t: TestDatabase,
  shop: ReturnType<typeof useBackupShop>,
  workers = 4,
) {
  let stopped = false;
  let placed = 0;
  let step = 0;
  const failures: string[] = [];
  const paidOrders = t.db
    .selectFrom('orders')
    .select(['orderId'])
    .where('paidAt', 'is not', null)
    .where('deletedAt', 'is', null)
    .where('status', 'in', [1, 2, 3, 4])
    .where('paymentStatus', '=', 'paid')
    .orderBy('orderId')
    .execute();
  const check = (what: string, res: { statusCode: number; body: string }) => {
    if (res.statusCode !== 200) failures.push(`${what}: ${res.statusCode} ${res.body}`);
  };
  async function loop(worker: number) {
    const paid = await paidOrders;
    while (!stopped) {
      const n = step++;
      const shopper = shop.shoppers[n % 2] as Headers;
      const variant = shop.variants[n % shop.variants.length] as Variant;
      const order = await placeOrder(shop.app, shopper, variant, 1 + (n % 2));
      placed++;
      if (n % 3 === 0) {
        check(
          'cancel',
          await shop.app.inject({
            method: 'POST',
            url: '/trpc/orders.cancelMine',
            headers: shopper,
            payload: { orderId: order.orderId },
          }),
        );
      }
      const target = paid[(n * 7 + worker) % paid.length];
      if (target) {
        check(
          'status',
          await shop.app.inject({
            method: 'POST',
            url: '/trpc/orders.setStatus',
            headers: shop.admin,
            payload: { orderId: target.orderId, status: 1 + (n % 4) },
          }),
        );
      }
    }
  }
  const running = Promise.all(
    Array.from({ length: workers }, (_, i) =>
      loop(i).catch((error: unknown) => {
        failures.push(String(error));
      }),
    ),
  );
  return {
    placed: () => placed,
    /** Resolves once `count` orders have been placed since the load started. */
    async until(count: number) {
      while (placed < count) {
        if (failures.length > 0) throw new Error(failures.join('\n'));
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async stop() {
      stopped = true;
      await running;
      expect(failures).toEqual([]);
    },
  };
}

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs one of the server's CLI entries (src/cli/<name>.ts) as `npm run <name>` does. */
export function runCli(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Opens a restored database for a look, closing it after. */
export async function withDatabase<T>(url: string, fn: (d: Database) => Promise<T>): Promise<T> {
  const database = createDatabase(url);
  try {
    return await fn(database);
  } finally {
    await database.destroy();
  }
}
