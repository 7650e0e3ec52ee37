import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIMULATOR_CREDENTIALS as sim } from '../payment-config';
import { haproxyConfig } from './haproxy-config';

/**
 * Several app processes of the production bundle on one machine behind HAProxy on one port
 * (issue 20): what `npm run cluster` runs to try the multi-process setup, and what the
 * three-process test drives. Processes share the configured MySQL and Redis (and S3 when
 * STORAGE=s3); each gets its own port, trusts the balancer's forwarding headers and knows the
 * shop's one public address.
 */
export interface ClusterOptions {
  /** How many app processes (CLUSTER_SIZE). */
  size: number;
  /** Where the balancer listens (0: a free port). */
  port: number;
  /** The settings every process shares: DATABASE_URL, REDIS_URL, STORAGE... */
  env: Record<string, string | undefined>;
  /** The server entry: the bundle by default (`npm run build -w @frameshop/server`). */
  entry?: string;
  /** Where a process's and the balancer's output goes (default: this process's). */
  output?: (name: string, line: string) => void;
}

export interface AppProcess {
  name: string;
  port: number;
  child: ChildProcess;
}

export interface Cluster {
  /** The balancer's address. */
  url: string;
  /** The shop's one public address (PUBLIC_URL, else localhost on the balancer's port): the banner's, and where payments return. */
  publicUrl: string;
  /** The one PhonePe simulator every process pays through, when the env asks for the simulator. */
  simulatorUrl: string | null;
  apps: AppProcess[];
  /** Stops a process with a signal and waits for it to exit. */
  stopApp(index: number, signal: NodeJS.Signals): Promise<number | null>;
  /** Stops everything: the processes (SIGTERM, then SIGKILL), then the balancer. */
  stop(): Promise<void>;
}

export const BUNDLE = join(import.meta.dirname, '../../dist/server.mjs');
/** The simulator on its own (packages/phonepe), run from its sources with tsx: a test tool. */
const SIMULATOR = join(
  import.meta.dirname,
  '../../../../packages/phonepe/src/simulator/standalone.ts',
);

/**
 * PHONEPE_MODE=simulator mounts a simulator inside each process, holding its payments in that
 * process's memory: a payment started through one process and decided, returned from or
 * polled through another would be unknown there. So a cluster asked for the simulator runs
 * one simulator process for all (as PhonePe is one service for all) and points every app
 * process at it in sandbox mode, with the simulator's credentials. Other modes pass through.
 */
export function simulatorEnv(
  env: Record<string, string | undefined>,
  simulatorUrl: string,
): Record<string, string | undefined> {
  return {
    ...env,
    PHONEPE_MODE: 'sandbox',
    PHONEPE_PG_URL: simulatorUrl,
    PHONEPE_AUTH_URL: simulatorUrl,
    PHONEPE_CLIENT_ID: sim.clientId,
    PHONEPE_CLIENT_SECRET: sim.clientSecret,
    PHONEPE_CLIENT_VERSION: sim.clientVersion,
    PHONEPE_WEBHOOK_USERNAME: sim.webhookUsername,
    PHONEPE_WEBHOOK_PASSWORD: sim.webhookPassword,
    PHONEPE_MERCHANT_ID: sim.merchantId,
    PHONEPE_SALT_KEY: sim.saltKey,
    PHONEPE_SALT_INDEX: sim.saltIndex,
  };
}

/** Whether these settings ask for the simulator (as payment-config.ts reads them). */
export function wantsSimulator(env: Record<string, string | undefined>): boolean {
  return (env.PHONEPE_MODE ?? (env.NODE_ENV === 'production' ? null : 'simulator')) === 'simulator';
}

export function freePort(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** What stops a cluster from starting, one line each (none: it can start). */
export function clusterProblems(env: Record<string, string | undefined>, entry: string): string[] {
  const problems: string[] = [];
  if (!/^(mysql|mariadb):\/\//.test(env.DATABASE_URL ?? '')) {
    problems.push('DATABASE_URL: several processes share one MySQL/MariaDB database (mysql://...)');
  }
  if (!env.REDIS_URL)
    problems.push('REDIS_URL: several processes share caches and throttles through Redis');
  if (!existsSync(entry))
    problems.push(`${entry}: no server bundle; run "npm run build -w @frameshop/server"`);
  if (!haproxyInstalled()) {
    problems.push(
      'haproxy: not installed; the processes sit behind it (Debian/Ubuntu: "sudo apt-get install haproxy", macOS: "brew install haproxy")',
    );
  }
  return problems;
}

/** Whether `haproxy` runs from this PATH (the balancer of `npm run cluster` and its tests). */
export function haproxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns a helper or app process whose failure to start (ENOENT, EACCES) is remembered, not
 * thrown from an 'error' event nobody handles (which would end this process and orphan the
 * others); untilReady reports it.
 */
function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  child.on('error', (error) => {
    spawnErrors.set(child, error);
  });
  return child;
}
const spawnErrors = new WeakMap<ChildProcess, Error>();

async function untilReady(
  url: string,
  child: ChildProcess,
  what: string,
  withinMs = 60_000,
  ready: (status: number) => boolean = (status) => status === 200,
) {
  const start = Date.now();
  for (;;) {
    const failed = spawnErrors.get(child);
    if (failed) throw new Error(`${what} did not start: ${failed.message}`);
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    // Bounded: something else on the port may accept and never answer.
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (res && ready(res.status)) return;
    if (Date.now() - start > withinMs) throw new Error(`${what} not ready within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function pipeLines(child: ChildProcess, name: string, output: ClusterOptions['output']) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) output?.(name, line);
    });
  }
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const entry = options.entry ?? BUNDLE;
  const problems = clusterProblems(options.env, entry);
  if (problems.length > 0) throw new Error(`Cannot start the cluster:\n  ${problems.join('\n  ')}`);
  const output = options.output ?? ((name, line) => console.log(`[${name}] ${line}`));
  const port = await freePort(options.port).catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      error.code === 'EADDRINUSE'
        ? `Cannot start the cluster:\n  PORT ${options.port} is in use (another shop or server?): stop it or choose another PORT`
        : `Cannot start the cluster:\n  PORT ${options.port}: ${error.message}`,
    );
  });
  const url = `http://127.0.0.1:${port}`;
  const apps: AppProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-cluster-'));
  let balancer: ChildProcess | null = null;
  let simulator: ChildProcess | null = null;
  let simulatorUrl: string | null = null;
  let appEnv = options.env;
  const publicUrl = options.env.PUBLIC_URL ?? `http://localhost:${port}`;

  const startSimulator = async () => {
    const simPort = await freePort();
    simulatorUrl = `http://127.0.0.1:${simPort}`;
    simulator = spawnTracked(process.execPath, ['--import', 'tsx', SIMULATOR], {
      env: {
        ...process.env,
        ...simulatorEnv({}, simulatorUrl),
        PORT: String(simPort),
        HOST: '127.0.0.1',
        SIMULATOR_PUBLIC_URL: simulatorUrl,
        // v2 webhooks go where a merchant's dashboard says: the shop's public address.
        PHONEPE_WEBHOOK_URL: `${publicUrl.replace(/\/+$/, '')}/api/phonepe/webhook`,
        LOG_LEVEL: options.env.LOG_LEVEL ?? 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(simulator, 'phonepe-sim', output);
    // It has no health route: any HTTP answer means it listens.
    await untilReady(`${simulatorUrl}/`, simulator, 'the PhonePe simulator', 30_000, () => true);
    appEnv = simulatorEnv(options.env, simulatorUrl);
  };

  const startApp = async (index: number) => {
    const appPort = await freePort();
    const name = `app${index + 1}`;
    const child = spawnTracked(process.execPath, ['--max-semi-space-size=4', entry], {
      env: {
        ...process.env,
        ...appEnv,
        PORT: String(appPort),
        HOST: '127.0.0.1',
        // The balancer is on this machine: its X-Forwarded-For and X-Request-Id are trusted.
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: publicUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(child, name, output);
    apps[index] = { name, port: appPort, child };
    await untilReady(`http://127.0.0.1:${appPort}/readyz`, child, name);
  };

  const stop = async () => {
    await Promise.all(
      apps.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
        const exited = exitOf(child);
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    for (const helper of [balancer, simulator] as (ChildProcess | null)[]) {
      if (!helper || helper.exitCode !== null || helper.signalCode !== null) continue;
      if (helper.pid === undefined) continue;
      const exited = exitOf(helper);
      helper.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (wantsSimulator(options.env)) await startSimulator();
    // The first process migrates the database; the others start on a migrated one.
    await startApp(0);
    await Promise.all(Array.from({ length: options.size - 1 }, (_, i) => startApp(i + 1)));
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig({
        bind: `127.0.0.1:${port}`,
        servers: apps.map((a) => ({ name: a.name, address: `127.0.0.1:${a.port}` })),
      }),
    );
    balancer = spawnTracked('haproxy', ['-db', '-f', config], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(balancer, 'haproxy', output);
    await untilReady(`${url}/readyz`, balancer, 'haproxy', 20_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    publicUrl,
    simulatorUrl,
    apps,
    async stopApp(index, signal) {
      const app = apps[index];
      if (!app) throw new Error(`no app ${index}`);
      const exited = exitOf(app.child);
      app.child.kill(signal);
      return exited;
    },
    stop,
  };
}
