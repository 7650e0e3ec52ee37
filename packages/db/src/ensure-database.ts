import { createConnection } from 'mysql2/promise';

/** Why the database named in DATABASE_URL cannot be made here: a message the operator acts on. */
export class MissingDatabaseError extends Error {}

/** MySQL/MariaDB errors that mean "no such database" and "not allowed to create one". */
const UNKNOWN_DATABASE = 1049;
const DENIED = new Set([1044, 1045, 1227]);

/**
 * Makes sure the MySQL/MariaDB database of `url` exists, creating it (utf8mb4) when the URL's
 * user may; otherwise a MissingDatabaseError naming the statements to run as an administrator.
 * A first start on a new server then migrates instead of failing with "Migration (unknown)
 * failed". SQLite creates its file on its own: nothing to do.
 */
export async function ensureMysqlDatabase(url: string): Promise<'exists' | 'created'> {
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name)
    throw new MissingDatabaseError('DATABASE_URL: name the database (mysql://user@host:3306/shop)');
  try {
    const probe = await createConnection({ uri: parsed.toString(), connectTimeout: 10_000 });
    await probe.end();
    return 'exists';
  } catch (error) {
    if ((error as { errno?: number }).errno !== UNKNOWN_DATABASE) throw error;
  }
  const server = new URL(parsed.toString());
  server.pathname = '';
  const conn = await createConnection({ uri: server.toString(), connectTimeout: 10_000 });
  try {
    await conn.query(
      `CREATE DATABASE IF NOT EXISTS \`${name.replaceAll('`', '``')}\` CHARACTER SET utf8mb4`,
    );
    return 'created';
  } catch (error) {
    if (!DENIED.has((error as { errno?: number }).errno ?? 0)) throw error;
    const user = decodeURIComponent(parsed.username) || 'the user';
    throw new MissingDatabaseError(
      `The database "${name}" does not exist and ${user} may not create it. As a MySQL/MariaDB administrator, run:\n` +
        `  CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4;\n` +
        `  GRANT ALL PRIVILEGES ON \`${name}\`.* TO '${user}'@'%';`,
    );
  } finally {
    await conn.end();
  }
}
