import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createDatabase, type Database } from '@frameshop/db/create-db';
import { createEmptyDatabase } from '@frameshop/db/testing/test-database';
import { Redis } from 'ioredis';
import { type Cluster, startCluster } from '../../src/cluster/cluster';
import { createDomainDeps } from '../../src/deps';
import { testConfig } from '../helpers';
import { smallCatalogue, type Variant } from './order-fixtures';
import { call } from './real-process';
import { startSmtpCapture } from './smtp-capture';

/** A Redis database of its own, emptied first: the processes use the default key prefix. */
export const CLUSTER_REDIS_URL = 'redis://127.0.0.1:6379/9';
export const ADMIN = { email: 'owner@frameshop.test', password: 'cluster-admin-pass' };
export const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

export interface ClusterShop {
  cluster: Cluster;
  /** The test's own connection to the cluster's database. */
  database: Database;
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  /** The frame every order buys, with plenty of stock. */
  frame: Variant;
  /** Every line the processes and the balancer printed (shown when a test fails). */
  log: string[];
  /** Direct address of process `i` (0-based), bypassing the balancer. */
  direct(i: number): string;
  stop(): Promise<void>;
}

/**
 * Three processes of the production bundle on one fresh MariaDB database, Redis and an
 * in-process SMTP server, behind HAProxy: the shop the three-process suite drives.
 */
export async function startClusterShop(
  extraEnv: Record<string, string> = {},
): Promise<ClusterShop> {
  execFileSync(process.execPath, ['build/bundle.mjs'], {
    cwd: join(import.meta.dirname, '../..'),
    stdio: 'ignore',
  });
  const { url, drop } = await createEmptyDatabase('mysql');
  const redis = new Redis(CLUSTER_REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  const smtp = await startSmtpCapture();
  const log: string[] = [];
  const cluster = await startCluster({
    size: 3,
    port: 0,
    env: {
      NODE_ENV: 'production',
      PHONEPE_MODE: 'simulator',
      // One key for the three processes: each opens the secrets the others sealed.
      SECRETS_KEY: 'cd'.repeat(32),
      DATABASE_URL: url,
      REDIS_URL: CLUSTER_REDIS_URL,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NOTIFY_EMAIL: 'owner@frameshop.test',
      SMTP_URL: smtp.url,
      METRICS_TOKEN,
      MAX_UNPAID_ORDERS: '100',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ...extraEnv,
    },
    output: (name, line) => log.push(`[${name}] ${line}`),
  });
  const database = createDatabase(url);
  // The catalogue, written as the admin's use cases write it (ledger included).
  const [frame] = await smallCatalogue(createDomainDeps(testConfig(), database), 1, 20_000);
  if (!frame) throw new Error('no cluster frame');
  return {
    cluster,
    database,
    smtp,
    frame,
    log,
    direct: (i) => `http://127.0.0.1:${cluster.apps[i]?.port}`,
    async stop() {
      await cluster.stop();
      await database.destroy();
      await smtp.close();
      await drop();
    },
  };
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await call(`${base}/api/user/login`, { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** A sample's value in Prometheus text (0 when absent). */
export function metric(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}
