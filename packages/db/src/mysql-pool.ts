import type { MysqlPool } from 'kysely';
import { createPool } from 'mysql2';

/** Connections per process: with several processes, each has this many (MySQL's default max is 151). */
export const MYSQL_CONNECTION_LIMIT = 10;

export interface MysqlPoolOptions {
  /**
   * The longest a statement waits to get a connection, and the longest one connection attempt
   * takes. Below the server's request timeout, so with the database gone a request answers 503
   * in time instead of hanging (default 10 s).
   */
  connectTimeoutMs?: number;
}

/**
 * The mysql2 pool under Kysely. A connection the server cut (a restart, a crash) is dropped by
 * mysql2 and the next statement opens a new one, so the pool recovers on its own once the server
 * is back. What mysql2 does not bound is the wait for a connection: with every connection busy or
 * every attempt slow, a statement would queue without limit; getConnection here gives up after
 * `connectTimeoutMs` with POOL_ACQUIRE_TIMEOUT (unavailable.ts).
 */
export function createMysqlPool(
  url: string,
  options: MysqlPoolOptions = {},
): MysqlPool & { stats(): { open: number; idle: number; waiting: number; limit: number } } {
  const timeout = options.connectTimeoutMs ?? 10_000;
  const pool = createPool({
    uri: url.replace(/^mariadb:/, 'mysql:'),
    connectionLimit: MYSQL_CONNECTION_LIMIT,
    connectTimeout: timeout,
    // A peer that vanished without closing (a cable, a frozen VM) is noticed by TCP keepalive.
    enableKeepAlive: true,
    keepAliveInitialDelay: 10_000,
    // BIGINT epoch-millisecond columns come back as JS numbers (they fit in 2^53).
    supportBigNumbers: true,
    bigNumberStrings: false,
    timezone: 'Z',
    // UPDATE reports the rows it matched, as SQLite does, not only those whose values changed:
    // "0 rows" then always means "no such row" on both engines.
    flags: ['FOUND_ROWS'],
  });
  return {
    getConnection(callback) {
      let waiting = true;
      const timer = setTimeout(() => {
        waiting = false;
        const error = Object.assign(new Error(`No database connection within ${timeout} ms`), {
          code: 'POOL_ACQUIRE_TIMEOUT',
        });
        callback(error, undefined as never);
      }, timeout);
      pool.getConnection((error, connection) => {
        clearTimeout(timer);
        // Given up on already: the connection goes back for the next statement.
        if (!waiting) return connection?.release();
        waiting = false;
        callback(error, connection);
      });
    },
    end: (callback) => pool.end(callback),
    /** For /metrics: mysql2 keeps these counts in fields it does not document; read defensively. */
    stats() {
      const internals = pool as unknown as Record<string, { length?: number } | undefined>;
      const count = (field: string) => internals[field]?.length ?? 0;
      return {
        open: count('_allConnections'),
        idle: count('_freeConnections'),
        waiting: count('_connectionQueue'),
        limit: MYSQL_CONNECTION_LIMIT,
      };
    },
  };
}
