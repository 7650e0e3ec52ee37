import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { freePort } from './raw-http';

const run = promisify(execFile);

/**
 * A MariaDB server of the test's own (its own data directory and port), so a test can stop and
 * start it. The machine's shared MariaDB (TEST_MYSQL_URL) serves every other suite and must never
 * be stopped; this one belongs to one test file and dies with it.
 */
export interface PrivateMariadb {
  /** Server URL without a database (root, no password, 127.0.0.1 only). */
  url: string;
  port: number;
  /** Kills the server (SIGKILL: a crash, so InnoDB's recovery is part of what is tested). */
  stop(): Promise<void>;
  /** Starts it again on the same data directory and port; resolves once it answers. */
  start(): Promise<void>;
  /** Stops it for good and removes its data directory. */
  destroy(): Promise<void>;
}

const SEARCH = ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin'];

function findBinary(names: string[]): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), ...SEARCH];
  for (const name of names) {
    for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** The server and installer binaries, or the reason a fault test cannot run here. */
export function mariadbBinaries(): { server: string; install: string } | { missing: string } {
  const server = findBinary(['mariadbd', 'mysqld']);
  const install = findBinary(['mariadb-install-db', 'mysql_install_db']);
  if (!server || !install) {
    return {
      missing: `no ${server ? 'mariadb-install-db' : 'mariadbd'} on this machine (apt-get install mariadb-server)`,
    };
  }
  return { server, install };
}

async function answers(url: string): Promise<boolean> {
  try {
    const conn = await createConnection({ uri: url, connectTimeout: 500 });
    await conn.query('SELECT 1');
    await conn.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Installs a fresh data directory (about half a second) and starts mariadbd on a free port.
 * Small buffers and redo log keep the start (and the crash recovery after stop()) fast.
 */
export async function startPrivateMariadb(): Promise<PrivateMariadb> {
  const bins = mariadbBinaries();
  if ('missing' in bins) throw new Error(bins.missing);
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-private-mariadb-'));
  const datadir = join(dir, 'data');
  // mariadbd refuses to run as root unless told to; elsewhere it runs as the caller.
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  const sizes = ['--innodb-log-file-size=8M', '--innodb-buffer-pool-size=16M'];
  await run(
    bins.install,
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...asRoot,
      ...sizes,
    ],
    { timeout: 60_000 },
  );
  const port = await freePort();
  const url = `mysql://root@127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const args = [
    '--no-defaults',
    `--datadir=${datadir}`,
    `--port=${port}`,
    `--socket=${join(dir, 'mariadbd.sock')}`,
    `--pid-file=${join(dir, 'mariadbd.pid')}`,
    `--log-error=${join(dir, 'error.log')}`,
    '--bind-address=127.0.0.1',
    '--skip-name-resolve',
    ...asRoot,
    ...sizes,
  ];
  const killNow = () => child?.kill('SIGKILL');
  process.once('exit', killNow);

  const start = async () => {
    const started = spawn(bins.server, args, { stdio: 'ignore' });
    child = started;
    const deadline = Date.now() + 30_000;
    while (!(await answers(url))) {
      if (started.exitCode !== null) {
        throw new Error(`mariadbd exited with ${started.exitCode}; see ${dir}/error.log`);
      }
      if (Date.now() > deadline) throw new Error(`mariadbd did not answer on ${port} in 30 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url,
    port,
    start,
    stop,
    async destroy() {
      await stop();
      process.off('exit', killNow);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
