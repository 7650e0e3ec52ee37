import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { OpsError } from './ops-error';

/** What the MariaDB/MySQL command-line clients need from a DATABASE_URL. */
export interface MysqlTarget {
  user: string;
  password: string;
  host: string;
  port: number;
  database: string;
}

export function mysqlTarget(databaseUrl: string): MysqlTarget {
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new OpsError('DATABASE_URL names no database (mysql://user:pass@host/db)');
  return {
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || 3306),
    database,
  };
}

/** The URL without its password, for messages and logs. */
export function redactedUrl(databaseUrl: string): string {
  return databaseUrl.replace(/^(mysql|mariadb)(:\/\/[^:@/]*):[^@/]*@/, '$1$2@');
}

/** The first of `names` that is an executable file on the search path, or null. */
export function findClient(names: string[], searchPath = process.env.PATH ?? ''): string | null {
  for (const name of names) {
    for (const dir of searchPath.split(delimiter).filter(Boolean)) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here; keep looking
      }
    }
  }
  return null;
}

/** A value of an option file, quoted so that #, ; and spaces stay part of it. */
const optionValue = (v: string) =>
  `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;

/**
 * Runs `fn` with an option file holding the credentials (mode 0600, in a private temporary
 * folder, removed afterwards): a password on the command line would be readable by every user
 * of the machine through `ps`.
 */
export async function withOptionFile<T>(
  target: MysqlTarget,
  fn: (path: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'frameshop-mysql-'));
  const path = join(dir, 'client.cnf');
  try {
    const lines = [
      '[client]',
      `user=${optionValue(target.user)}`,
      `password=${optionValue(target.password)}`,
      `host=${optionValue(target.host)}`,
      `port=${target.port}`,
      // As the server's driver connects: TCP even to localhost (not the Unix socket), utf8mb4.
      'protocol=tcp',
      'default-character-set=utf8mb4',
    ];
    await writeFile(path, `${lines.join('\n')}\n`, { mode: 0o600, flag: 'wx' });
    return await fn(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs a client program with `input` streamed to its stdin and its stdout streamed through
 * `output` (a chain of streams); rejects with the program's own error text when it fails.
 */
export async function runClient(
  bin: string,
  args: string[],
  io: { input?: NodeJS.ReadableStream[]; output?: NodeJS.WritableStream[] },
): Promise<void> {
  const child = spawn(bin, args, {
    stdio: [io.input ? 'pipe' : 'ignore', io.output ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < 8000) stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  const streams: Promise<void>[] = [];
  if (io.input && child.stdin) streams.push(pipeline([...io.input, child.stdin]));
  if (io.output && child.stdout) {
    streams.push(pipeline([child.stdout, ...io.output]));
  }
  const [code, piping] = await Promise.all([exited, Promise.allSettled(streams)]);
  // The program's exit status explains a broken pipe better than the pipe does.
  if (code !== 0) {
    throw new OpsError(`${basename(bin)} failed (exit ${code}): ${stderr.trim() || 'no message'}`);
  }
  const failed = piping.find((p) => p.status === 'rejected');
  if (failed) throw failed.reason;
}
