import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { withAdminConnection } from '@frameshop/db/testing/mysql-server';
import { afterAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { REDIS_REACHABLE } from '../../../packages/domain/test/support/redis';
import { haproxyInstalled } from '../src/cluster/cluster';
import { buyAndPay, call, freePort, type RealProcess, runScript } from './support/real-process';

/*
 * The README's "Running several processes" as a newcomer runs it: `npm run cluster` (its
 * workspace script, after the build `npm test` made) on a MariaDB database that does not exist
 * yet, with the settings the README names. Through the balancer, at the address the banner
 * prints: log in with a cookie, pay on the simulator's page, come back and be recognised.
 */

const haproxy = haproxyInstalled();
const mysqlServer = inject('mysqlServerUrl');
const missing = [!mysqlServer && 'MariaDB', !REDIS_REACHABLE && 'Redis', !haproxy && 'HAProxy'];
const skipped = missing.filter(Boolean);
if (skipped.length) console.warn(`[cluster-cli] skipped: no ${skipped.join(', ')} here`);

const ADMIN = { email: 'owner@frameshop.test', password: 'cluster-owner-pass' };
const BANNER = /Frame shop cluster: \d+ process\(es\) behind HAProxy at (\S+) \(/;

/** The processes still running whose environment carries `marker` (none once it stopped). */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker)) found.push(Number(pid));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

describe.skipIf(skipped.length > 0)('npm run cluster, as the README says', () => {
  const databases: string[] = [];
  afterAll(async () => {
    for (const name of databases) {
      await withAdminConnection(String(mysqlServer), (c) =>
        c.query(`DROP DATABASE IF EXISTS \`${name}\``),
      );
    }
  });
  const settings = async () => {
    const name = `frameshop_cluster_${Date.now().toString(36)}`;
    databases.push(name);
    const port = await freePort();
    return {
      name,
      port,
      env: {
        DATABASE_URL: `${String(mysqlServer).replace(/\/$/, '')}/${name}`,
        REDIS_URL: 'redis://127.0.0.1:6379/11',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'true',
        CLUSTER_SIZE: '2',
        PORT: String(port),
        SERVE_WEB: 'false',
        // Only to find every process it started; the processes ignore it.
        FRAMESHOP_TEST_MARKER: name,
      },
    };
  };
  const logOnFailure = (cluster: RealProcess) =>
    onTestFailed(() => console.log(cluster.output.slice(-60).join('\n')));

  it('creates the database, prints one address, and a shopper pays and comes back through it', async () => {
    const { env, name } = await settings();
    const cluster = runScript('cluster', '@frameshop/server', env);
    logOnFailure(cluster);
    try {
      const [, address] = (await cluster.waitFor(BANNER, 180_000)) as string[];
      // One address for the banner and the payment returns: the public one.
      expect(address).toBe(`http://localhost:${env.PORT}`);
      const base = address as string;

      // The README's admin logs in; the demo catalogue is there.
      const admin = await call(`${base}/api/user/login`, { body: ADMIN });
      expect(admin.body.role).toBe('admin');
      const frames = await call(`${base}/api/frame/getallframes?page=1&limit=30`);
      expect(frames.body.data.length).toBeGreaterThan(0);

      // A shopper signs up and logs in with a cookie, as the browser does.
      const shopper = { email: 'cookie@example.com', password: 'cookie-shopper-1' };
      await call(`${base}/api/user/signup`, {
        body: { firstName: 'Cookie', lastName: 'Shopper', ...shopper },
      });
      const login = await fetch(`${base}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(shopper),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
      expect(cookie).toMatch(/=/);
      // Back where the banner said, so the browser sends the session cookie it was given there.
      const bought = await buyAndPay(base, { headers: { cookie, origin: base } });
      expect(bought.returnedTo.origin).toBe(base);
      expect(bought.verified).toMatchObject({
        success: true,
        state: 'COMPLETED',
        orderId: bought.orderId,
      });

      // Ctrl-C stops every process it started.
      process.kill(-(cluster.child.pid as number), 'SIGINT');
      await new Promise((resolve) => cluster.child.once('exit', resolve));
      for (let i = 0; i < 100 && processesWith(name).length > 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(processesWith(name)).toEqual([]);
    } finally {
      await cluster.stop('SIGKILL');
    }
  }, 300_000);

  it('stops the simulator it started when an app process cannot start', async () => {
    const { env, name } = await settings();
    // A setting the app refuses at start (a metrics token must be 16 characters or more).
    const cluster = runScript('cluster', '@frameshop/server', { ...env, METRICS_TOKEN: 'short' });
    logOnFailure(cluster);
    const code = await new Promise<number | null>((resolve) =>
      cluster.child.once('exit', (c) => resolve(c)),
    );
    expect(code).toBe(1);
    const printed = cluster.output.join('\n');
    expect(printed).toContain('METRICS_TOKEN: must be at least 16 characters');
    expect(printed).toContain('app1 exited with 1');
    for (let i = 0; i < 100 && processesWith(name).length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(processesWith(name)).toEqual([]);
  }, 120_000);

  it('says when its port is taken, and starts nothing', async () => {
    const { env, name } = await settings();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(Number(env.PORT), '127.0.0.1', resolve));
    try {
      const cluster = runScript('cluster', '@frameshop/server', env);
      logOnFailure(cluster);
      const code = await new Promise<number | null>((resolve) =>
        cluster.child.once('exit', (c) => resolve(c)),
      );
      expect(code).toBe(1);
      expect(cluster.output.join('\n')).toContain(`PORT ${env.PORT} is in use`);
      expect(processesWith(name)).toEqual([]);
    } finally {
      taken.close();
    }
  }, 60_000);

  it('says how to install HAProxy when it is missing, and starts nothing', async () => {
    const { env, name } = await settings();
    const path = (process.env.PATH ?? '')
      .split(':')
      .filter((dir) => !existsSync(`${dir}/haproxy`))
      .join(':');
    const cluster = runScript('cluster', '@frameshop/server', { ...env, PATH: path });
    logOnFailure(cluster);
    const code = await new Promise<number | null>((resolve) =>
      cluster.child.once('exit', (c) => resolve(c)),
    );
    expect(code).toBe(1);
    expect(cluster.output.join('\n')).toContain('haproxy: not installed');
    expect(cluster.output.join('\n')).toContain('apt-get install haproxy');
    expect(processesWith(name)).toEqual([]);
  }, 60_000);
});
