import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared: the app has a few hundred shapes; `IN (?, ?)` lists add more. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

export interface StatementCacheStats {
  /** Statements served from the cache. */
  hits: number;
  /** Statements prepared (first use of a text, after eviction, or while the cached one is busy). */
  misses: number;
  /** Texts held now (never more than `capacity`). */
  size: number;
  capacity: number;
}

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with its statements prepared once
 * per SQL text. The dialect calls `prepare(sql)` for every statement it runs and throws the
 * result away, so SQLite parsed and planned every query again (on a frame-list read-cache miss
 * that cost a quarter as much as running the three statements; see ADR 0009). Here a bounded
 * LRU Map keyed by the exact SQL text holds the better-sqlite3 Statement and hands it out again.
 *
 * Safe because a better-sqlite3 Statement is reusable: `all()` and `run()` bind the parameters
 * they are given, step to the end and reset, so one call leaves nothing behind for the next (and
 * holds no read transaction open between calls); `reader` is fixed at prepare time and the
 * dialect picks `all()` or `run()` by it, as before. SQLite re-prepares a statement by itself
 * when the schema changes. Statements belong to the connection, not to a transaction, so they
 * work inside and outside transactions alike. The one shared state is iteration: while a
 * `stream()` iterates a statement it is `busy` and cannot run again, so a text whose cached
 * statement is busy gets a fresh, uncached one. Evicted statements are finalized by the garbage
 * collector (better-sqlite3 has no explicit finalize).
 *
 * Nothing else sees these statements (the better-sqlite3 handle stays inside create-db), so no
 * caller can switch one to `raw()`, `pluck()` or `safeIntegers()` behind the dialect's back.
 */
export class StatementCachingSqlite implements SqliteDatabase {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    readonly capacity: number = DEFAULT_STATEMENT_CACHE_SIZE,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`Statement cache capacity must be a positive integer (got ${capacity})`);
    }
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.statements.get(sql);
    if (cached !== undefined && !cached.busy) {
      this.hits++;
      // Most recently used last: Maps iterate in insertion order, so the first key is the LRU.
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      return cached;
    }
    this.misses++;
    const statement = this.sqlite.prepare(sql);
    // A busy cached statement stays where it is; this one serves only the current call.
    if (cached !== undefined) return statement;
    this.statements.set(sql, statement);
    if (this.statements.size > this.capacity) {
      const oldest = this.statements.keys().next().value;
      if (oldest !== undefined) this.statements.delete(oldest);
    }
    return statement;
  }

  stats(): StatementCacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      size: this.statements.size,
      capacity: this.capacity,
    };
  }

  /** Forgets every prepared statement (the next use of each text prepares it again). */
  clear(): void {
    this.statements.clear();
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
}
