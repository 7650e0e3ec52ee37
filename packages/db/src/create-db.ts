import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, MysqlDialect, SqliteDialect } from 'kysely';
import { createMysqlPool } from './mysql-pool';
import type { DB } from './schema';
import {
  DEFAULT_STATEMENT_CACHE_SIZE,
  type StatementCacheStats,
  StatementCachingSqlite,
} from './sqlite-statement-cache';

export type Dialect = 'sqlite' | 'mysql';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** SQLite only: the prepared-statement cache under Kysely (hit counts, for benches and tests). */
  sqliteStatements?: { stats(): StatementCacheStats };
  /** Connections open, idle and requests waiting for one (for /metrics). */
  poolStats(): PoolStats;
}

export interface PoolStats {
  open: number;
  idle: number;
  waiting: number;
  limit: number;
}

/** SQLite is one connection, always open; its waits are inside better-sqlite3's busy timeout. */
const ONE_CONNECTION: PoolStats = { open: 1, idle: 1, waiting: 0, limit: 1 };

export interface CreateDatabaseOptions {
  /** Called for every executed statement: query counting in tests, slow-query logs. */
  onQuery?: (event: LogEvent) => void;
  /** Resolves a relative SQLite path (default: the process working directory). */
  baseDir?: string;
  /**
   * SQLite: how many distinct SQL texts stay prepared (`sqlite-statement-cache.ts`); 0 prepares
   * every statement afresh, as Kysely's SqliteDialect does on its own. MySQL: ignored.
   */
  sqliteStatementCacheSize?: number;
  /** MySQL: the longest wait for a connection (mysql-pool.ts); SQLite: ignored. */
  connectTimeoutMs?: number;
}

export function dialectOf(url: string): Dialect {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) return 'mysql';
  throw new Error(`DATABASE_URL must start with sqlite: or mysql:// (got "${url.split(':')[0]}:")`);
}

/** One Kysely<DB> from a URL: `sqlite:./data/shop.db`, `sqlite::memory:` or `mysql://u:p@h:3306/db`. */
export function createDatabase(url: string, options: CreateDatabaseOptions = {}): Database {
  const dialect = dialectOf(url);
  const log = options.onQuery;
  if (dialect === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    const path =
      file === ':memory:' || !options.baseDir ? file : resolvePath(options.baseDir, file);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    // Deleted and overwritten content is zeroed, not left in free space where a backup (a
    // page copy) would carry it: a blanked mail body must not survive in the file.
    sqlite.pragma('secure_delete = ON');
    const size = options.sqliteStatementCacheSize ?? DEFAULT_STATEMENT_CACHE_SIZE;
    if (size === 0) {
      const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }), log });
      return { db, dialect, destroy: () => db.destroy(), poolStats: () => ONE_CONNECTION };
    }
    const statements = new StatementCachingSqlite(sqlite, size);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: statements }), log });
    return {
      db,
      dialect,
      destroy: () => db.destroy(),
      sqliteStatements: statements,
      poolStats: () => ONE_CONNECTION,
    };
  }
  const pool = createMysqlPool(
    url,
    options.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: options.connectTimeoutMs },
  );
  const db = new Kysely<DB>({ dialect: new MysqlDialect({ pool }), log });
  return { db, dialect, destroy: () => db.destroy(), poolStats: () => pool.stats() };
}

function resolvePath(base: string, file: string): string {
  return file.startsWith('/') ? file : `${base.replace(/\/$/, '')}/${file.replace(/^\.\//, '')}`;
}
