import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAdmin } from '@frameshop/domain/users/users.service';
import { bootApp } from '@frameshop/server/boot';
import { loadConfig } from '@frameshop/server/config';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import './demo-template-provided';

export const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };

export interface ShopServer {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real server with the built web app, on a free port, over a fresh SQLite file; with
 * `seedDemo`, the demo catalogue and content a fresh `npm start` shows (a few seconds); `env`
 * adds settings (WEBHOOK_ALLOW_PRIVATE for a receiver on loopback); `jobs` runs the background
 * jobs as `npm start` does (the webhook deliveries).
 */
export async function startShopServer(
  options: { seedDemo?: boolean; env?: Record<string, string>; jobs?: boolean } = {},
): Promise<ShopServer> {
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-e2e-'));
  // The demo shop is seeded once per run and settings, then copied: the copy is what a fresh
  // `npm start` would have made (prepareData below finds it full and adds nothing).
  if (options.seedDemo) cpSync(await demoTemplate(options.env ?? {}), dir, { recursive: true });
  const config = configIn(dir, options);
  // server.ts's own boot sequence (bootApp), so a boot-order mistake fails here too.
  const { app } = await bootApp(config, { logger: false, jobs: options.jobs ?? false });
  await ensureAdmin(app.deps, ADMIN);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The settings of a server whose database and uploads live in `dir`. */
function configIn(dir: string, options: { seedDemo?: boolean; env?: Record<string, string> }) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `sqlite:${join(dir, 'shop.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    // The simulator's payments beside the database, so a copied demo shop can refund its orders.
    PHONEPE_SIMULATOR_STATE: join(dir, 'phonepe-simulator.json'),
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    // Browser tests place several unpaid orders per shopper; the limits are tested in
    // apps/server/test/order-limits.rest.test.ts.
    MAX_UNPAID_ORDERS: '100',
    MAX_LINE_QUANTITY: '20',
    MAX_COD_ORDERS: '100',
    // A build elsewhere than apps/web/dist (`vite build --outDir`), so parallel work cannot clash.
    WEB_DIST_DIR: process.env.WEB_DIST_DIR,
    ...options.env,
  });
}

/**
 * The folder of a demo shop seeded with these settings (prices and limits shape the demo
 * orders), made on first use in this run's template root (demo-template.global.ts). Two files
 * run at a time: the rename makes a half-made template invisible, and when both made one, the
 * second rename finds the first's in place and its own copy is dropped.
 */
async function demoTemplate(env: Record<string, string>): Promise<string> {
  const key = createHash('sha256').update(JSON.stringify(env)).digest('hex').slice(0, 16);
  const ready = join(inject('demoTemplateRoot'), key);
  if (existsSync(ready)) return ready;
  const work = mkdtempSync(join(inject('demoTemplateRoot'), 'making-'));
  const config = configIn(work, { seedDemo: true, env });
  const { app } = await bootApp(config, { logger: false, jobs: false });
  await app.close();
  try {
    renameSync(work, ready);
  } catch (error) {
    if (!existsSync(ready)) throw error;
    rmSync(work, { recursive: true, force: true });
  }
  return ready;
}
