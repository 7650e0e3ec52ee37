import type { Dialect } from '@frameshop/db/create-db';
import { OpsError } from './ops-error';

/** A backup is named for when it was taken (UTC, sortable) and the engine it restores into. */
export function backupFileName(dialect: Dialect, at: Date, gzip: boolean): string {
  const stamp = at.toISOString().replace(/:/g, '');
  const ext = dialect === 'sqlite' ? 'db' : 'sql';
  return `frameshop-${stamp}-${dialect}.${ext}${gzip ? '.gz' : ''}`;
}

/** Which engine a backup file is for, from its extension, and whether it is gzip'd. */
export function backupKind(file: string): { dialect: Dialect; gzip: boolean } {
  const gzip = file.endsWith('.gz');
  const bare = gzip ? file.slice(0, -3) : file;
  if (bare.endsWith('.db')) return { dialect: 'sqlite', gzip };
  if (bare.endsWith('.sql')) return { dialect: 'mysql', gzip };
  throw new OpsError(
    `${file}: not a backup of this shop (expected .db or .db.gz for SQLite, .sql or .sql.gz for MySQL)`,
  );
}

/** A SQLite DATABASE_URL's file, absolute; in-memory databases have no file to copy. */
export function sqlitePath(databaseUrl: string, baseDir: string): string {
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:' || file === '') {
    throw new OpsError('DATABASE_URL is an in-memory SQLite database: there is no file to copy');
  }
  return file.startsWith('/') ? file : `${baseDir.replace(/\/$/, '')}/${file.replace(/^\.\//, '')}`;
}
