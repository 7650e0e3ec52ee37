import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { dialectOf } from '@frameshop/db/create-db';
import { sqliteFileProblem } from '@frameshop/db/sqlite-files';
import { backupKind, sqlitePath } from './backup-files';
import { findClient, mysqlTarget, redactedUrl, runClient, withOptionFile } from './mysql-client';
import { OpsError } from './ops-error';
import { pendingIn, tablesIn } from './target-tables';
import { withoutDefiners } from './without-definers';

export interface RestoreOptions {
  /** The database to restore into: it must be empty (no tables). */
  databaseUrl: string;
  baseDir: string;
  file: string;
  /** Where to look for mariadb / mysql (default: PATH). */
  searchPath?: string;
}

export interface RestoreResult {
  target: string;
  /** Migrations of this code the backup predates (the server applies them at start). */
  pendingMigrations: string[];
}

export const RESTORE_CLIENTS = ['mariadb', 'mysql'];

/**
 * Brings a backup back into an empty database, and only an empty one: restoring over live data
 * would mix two shops' orders and stock, so a database with any table is refused untouched.
 */
export async function restoreDatabase(options: RestoreOptions): Promise<RestoreResult> {
  const dialect = dialectOf(options.databaseUrl);
  const kind = backupKind(options.file);
  if (!existsSync(options.file)) throw new OpsError(`${options.file}: no such file`);
  if (kind.dialect !== dialect) {
    throw new OpsError(
      `${options.file} is a ${kind.dialect} backup but DATABASE_URL is ${dialect}: restore it into a ${kind.dialect} database`,
    );
  }
  const target =
    dialect === 'sqlite'
      ? await restoreSqlite(options, kind.gzip)
      : await restoreMysql(options, kind.gzip);
  return { target, pendingMigrations: await pendingIn(options.databaseUrl, options.baseDir) };
}

async function refuseUnlessEmpty(url: string, baseDir: string): Promise<void> {
  const tables = await tablesIn(url, baseDir);
  if (tables.length > 0) {
    throw new OpsError(
      `${redactedUrl(url)} is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')}): ` +
        'restore only into an empty database. Nothing was changed.',
    );
  }
}

async function restoreSqlite(options: RestoreOptions, gzip: boolean): Promise<string> {
  const path = sqlitePath(options.databaseUrl, options.baseDir);
  if (existsSync(path) && statSync(path).size > 0) {
    await refuseUnlessEmpty(options.databaseUrl, options.baseDir);
  }
  const partial = `${path}.restoring`;
  try {
    await mkdir(dirname(path), { recursive: true });
    if (gzip) {
      await pipeline(
        createReadStream(options.file),
        createGunzip(),
        createWriteStream(partial, { mode: 0o600 }),
      );
    } else {
      await copyFile(options.file, partial);
    }
    const problem = sqliteFileProblem(partial);
    if (problem) throw new OpsError(`${options.file} is not a sound SQLite backup: ${problem}`);
    // A journal left by the empty file would be replayed onto the restored one on first open.
    for (const suffix of ['-wal', '-shm', '-journal'])
      await rm(`${path}${suffix}`, { force: true });
    await rename(partial, path);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) await rm(`${partial}${suffix}`, { force: true });
  }
  return path;
}

async function restoreMysql(options: RestoreOptions, gzip: boolean): Promise<string> {
  const bin = findClient(RESTORE_CLIENTS, options.searchPath);
  if (!bin) {
    throw new OpsError(
      'No mariadb or mysql client on the PATH: a MySQL restore needs the client tools ' +
        '(Debian/Ubuntu: apt-get install mariadb-client). Nothing was changed.',
    );
  }
  await refuseUnlessEmpty(options.databaseUrl, options.baseDir);
  const target = mysqlTarget(options.databaseUrl);
  const input = [
    createReadStream(options.file),
    ...(gzip ? [createGunzip()] : []),
    withoutDefiners(),
  ];
  try {
    await withOptionFile(target, (optionFile) =>
      runClient(bin, [`--defaults-extra-file=${optionFile}`, target.database], { input }),
    );
  } catch (error) {
    // The client runs the dump statement by statement: whatever ran before the failure stays.
    throw new OpsError(
      `${error instanceof Error ? error.message : String(error)}\n${redactedUrl(options.databaseUrl)} may now hold part of the backup: drop and create it again before another try.`,
    );
  }
  return redactedUrl(options.databaseUrl);
}
