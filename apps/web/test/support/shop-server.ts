import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAdmin } from '@frameshop/domain/users/users.service';
import { buildApp } from '@frameshop/server/app';
import { openDatabase } from '@frameshop/server/boot';
import { loadConfig } from '@frameshop/server/config';
import type { FastifyInstance } from 'fastify';

export const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };

export interface ShopServer {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** The real server with the built web app, on a free port, over a fresh SQLite file. */
export async function startShopServer(): Promise<ShopServer> {
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `sqlite:${join(dir, 'shop.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    SEED_DEMO: 'false',
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  await ensureAdmin(app.deps, ADMIN);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
