import SQLite from 'better-sqlite3';

/**
 * SQLite's online backup API: copies the database at `source` into `dest` (a new file) while
 * other connections keep writing. Every page is copied in one step, a single read transaction:
 * a step-by-step copy restarts whenever another connection writes, so under steady orders it
 * could never finish; in WAL mode that one read does not hold writers back.
 */
export async function backupSqliteFile(source: string, dest: string): Promise<void> {
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(dest, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
}

/** better-sqlite3's largest step: more pages than any database has. */
const ALL_PAGES = 0x7fffffff;

/** Null when `path` is a sound SQLite database, else what is wrong with it. */
export function sqliteFileProblem(path: string): string | null {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(path, { fileMustExist: true });
    const verdict = db.pragma('quick_check', { simple: true });
    return verdict === 'ok' ? null : String(verdict);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db?.close();
  }
}
