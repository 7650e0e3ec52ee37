import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  apps: AppProcess[];
  /** Stops a process with a signal and waits for it to exit. */
  stopApp(index: number, signal: NodeJS.Signals): Promise<number | null>;
  /** Stops everything: the processes (SIGTERM, then SIGKILL), then the balancer. */
  stop(): Promise<void>;
}

export const BUNDLE = join(import.meta.dirname, '../../dist/server.mjs');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
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
  return problems;
}

async function untilReady(url: string, child: ChildProcess, what: string, withinMs = 60_000) {
  const start = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const res = await fetch(url).catch(() => null);
    if (res?.status === 200) return;
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
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const apps: AppProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-cluster-'));
  let balancer: ChildProcess | null = null;

  const startApp = async (index: number) => {
    const appPort = await freePort();
    const name = `app${index + 1}`;
    const child = spawn(process.execPath, ['--max-semi-space-size=4', entry], {
      env: {
        ...process.env,
        ...options.env,
        PORT: String(appPort),
        HOST: '127.0.0.1',
        // The balancer is on this machine: its X-Forwarded-For and X-Request-Id are trusted.
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: options.env.PUBLIC_URL ?? `http://localhost:${port}`,
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
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = exitOf(child);
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    if (balancer && balancer.exitCode === null) {
      const exited = exitOf(balancer);
      balancer.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
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
    balancer = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    pipeLines(balancer, 'haproxy', output);
    await untilReady(`${url}/readyz`, balancer, 'haproxy', 20_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
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
