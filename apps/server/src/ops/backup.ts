import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { dialectOf } from '@frameshop/db/create-db';
import { backupSqliteFile } from '@frameshop/db/sqlite-files';
import { backupFileName, sqlitePath } from './backup-files';
import { findClient, mysqlTarget, runClient, withOptionFile } from './mysql-client';
import { OpsError } from './ops-error';
import { withoutDefiners } from './without-definers';

export interface BackupOptions {
  databaseUrl: string;
  /** Where relative SQLite paths start (the config's sqliteBaseDir). */
  baseDir: string;
  outDir: string;
  /** SQLite: gzip the copy (MySQL dumps always are). */
  gzip?: boolean;
  /** Where to look for mariadb-dump / mysqldump (default: PATH). */
  searchPath?: string;
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  dialect: 'sqlite' | 'mysql';
}

export const DUMP_CLIENTS = ['mariadb-dump', 'mysqldump'];

/**
 * A consistent copy of the database while the shop keeps taking orders: SQLite's online backup
 * API, or one `--single-transaction` dump (a snapshot of InnoDB, no table locks) for MySQL.
 * Written under a `.partial` name and renamed when whole, so a file with a backup's name is
 * always complete. Backups hold customers' details and password hashes: owner-only files.
 */
export async function backupDatabase(options: BackupOptions): Promise<BackupResult> {
  const dialect = dialectOf(options.databaseUrl);
  const gzip = dialect === 'mysql' || options.gzip === true;
  await mkdir(options.outDir, { recursive: true, mode: 0o700 });
  const file = join(options.outDir, backupFileName(dialect, options.now ?? new Date(), gzip));
  const partial = `${file}.partial`;
  try {
    if (dialect === 'sqlite') await copySqlite(options, partial, gzip);
    else await dumpMysql(options, partial);
    await chmod(partial, 0o600);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return { file, bytes: (await stat(file)).size, dialect };
}

async function copySqlite(options: BackupOptions, partial: string, gzip: boolean): Promise<void> {
  const source = sqlitePath(options.databaseUrl, options.baseDir);
  if (!existsSync(source)) throw new OpsError(`No SQLite database at ${source}`);
  if (!gzip) {
    await backupSqliteFile(source, partial);
    return;
  }
  const raw = `${partial}.db`;
  try {
    await backupSqliteFile(source, raw);
    await pipeline(
      createReadStream(raw),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
  } finally {
    await rm(raw, { force: true });
  }
}

async function dumpMysql(options: BackupOptions, partial: string): Promise<void> {
  const bin = findClient(DUMP_CLIENTS, options.searchPath);
  if (!bin) {
    throw new OpsError(
      'No mariadb-dump or mysqldump on the PATH: a MySQL backup needs the client tools ' +
        '(Debian/Ubuntu: apt-get install mariadb-client). Nothing was written.',
    );
  }
  const target = mysqlTarget(options.databaseUrl);
  await withOptionFile(target, (optionFile) =>
    runClient(
      bin,
      [
        // Must come first: the clients read it before any other option.
        `--defaults-extra-file=${optionFile}`,
        '--single-transaction',
        '--routines',
        '--triggers',
        '--hex-blob',
        '--no-tablespaces',
        // No --databases: the dump holds no CREATE DATABASE / USE, so it restores under any name.
        target.database,
      ],
      { output: [withoutDefiners(), createGzip(), createWriteStream(partial, { mode: 0o600 })] },
    ),
  );
}
