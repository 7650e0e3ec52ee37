/** Error codes that say the database could not be reached, not that a statement was wrong. */
const UNREACHABLE = new Set([
  // The socket: refused (server down), cut (killed or restarted), or no answer in time.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // mysql2: the server went away mid-conversation, or sent nothing in time.
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  // The server is shutting down, killed this connection, or has no room for another.
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_CON_COUNT_ERROR',
  // Ours (mysql-pool.ts): no pooled connection within the acquisition timeout.
  'POOL_ACQUIRE_TIMEOUT',
  // SQLite: another writer held the file past busy_timeout, or the disk is full.
  'SQLITE_BUSY',
  'SQLITE_FULL',
]);

/**
 * Whether an error means "the database cannot be reached right now" (as opposed to a bad
 * statement or a broken rule): the server is down or restarting, a connection was cut, no
 * connection could be had in time. Those answer 503 with a retry hint, not 500; the driver's
 * text never reaches a client either way.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, fatal } = e as { code?: unknown; fatal?: unknown };
    if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
    // mysql2 marks every error that ends the connection (and every command tried on a
    // connection that already ended) as fatal.
    if (fatal === true) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
