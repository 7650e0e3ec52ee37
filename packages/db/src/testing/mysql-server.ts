import { createConnection } from 'mysql2/promise';

/** The MySQL server test runs use: TEST_MYSQL_URL, or the local MariaDB on 127.0.0.1:3306. */
export function adminUrl(): string {
  const url = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  url.pathname = '';
  return url.toString().replace(/\/$/, '');
}

export async function probeMysql(url: string): Promise<string | null> {
  try {
    const conn = await createConnection({ uri: url, connectTimeout: 1500 });
    try {
      const [rows] = await conn.query('SELECT VERSION() AS v');
      return String((rows as { v: string }[])[0]?.v ?? 'unknown');
    } finally {
      await conn.end();
    }
  } catch {
    return null;
  }
}

export async function withAdminConnection<T>(
  url: string,
  fn: (c: Awaited<ReturnType<typeof createConnection>>) => Promise<T>,
): Promise<T> {
  const conn = await createConnection({ uri: url });
  try {
    return await fn(conn);
  } finally {
    await conn.end();
  }
}
