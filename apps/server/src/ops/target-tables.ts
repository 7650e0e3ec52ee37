import { createDatabase } from '@frameshop/db/create-db';
import { pendingMigrations } from '@frameshop/db/migrate';
import { redactedUrl } from './mysql-client';
import { OpsError } from './ops-error';

/**
 * Opens the database at `url` for one look and closes it: a restore must not keep a connection
 * to the file it is about to replace.
 */
async function look<T>(
  url: string,
  baseDir: string,
  fn: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>,
): Promise<T> {
  const database = createDatabase(url, { baseDir, sqliteStatementCacheSize: 0 });
  try {
    return await fn(database.db);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ER_BAD_DB_ERROR') {
      throw new OpsError(
        `${redactedUrl(url)}: no such database; create it first (CREATE DATABASE ...), empty`,
      );
    }
    if (code === 'SQLITE_NOTADB') throw new OpsError(`${url}: not a SQLite database`);
    throw error;
  } finally {
    await database.destroy();
  }
}

/** The tables (and views) a database holds, Kysely's migration tables included. */
export function tablesIn(url: string, baseDir: string): Promise<string[]> {
  return look(url, baseDir, async (db) =>
    (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name),
  );
}

/** Migrations this code has that a restored database has not run. */
export function pendingIn(url: string, baseDir: string): Promise<string[]> {
  return look(url, baseDir, (db) => pendingMigrations(db));
}
