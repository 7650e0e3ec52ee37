import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createDatabase, type Database, type Dialect } from '../create-db';
import { migrateToLatest } from '../migrate';
import { TABLES_CHILD_FIRST } from '../schema';
import { withAdminConnection } from './mysql-server';
import './provided';

export interface TestDatabase extends Database {
  /** The URL the app can be pointed at (a throw-away database). */
  url: string;
  /** Empties every table, for suites that want a clean slate per test. */
  truncate(): Promise<void>;
}

export function dialectsUnderTest(): Dialect[] {
  return inject('mysqlServerUrl') ? ['sqlite', 'mysql'] : ['sqlite'];
}

export interface TestDatabaseOptions {
  /** SQLite in a file of a fresh temporary folder, not in memory, so a second connection (a backup) can open it. */
  sqliteFile?: boolean;
  /**
   * Only these dialects (of those under test). An adapter suite whose subject is HTTP (shapes,
   * access, input rules) and whose SQL the domain suites already run on both engines is
   * `describeAdapter` (once, on SQLite): docs/testing.md, "Both databases".
   */
  dialects?: readonly Dialect[];
}

/**
 * A database with no tables at all (a restore target): its URL and how to remove it. SQLite: a
 * path in a fresh temporary folder, not yet created; MySQL: a new database on the test server.
 */
export async function createEmptyDatabase(
  dialect: Dialect,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'frameshop-test-db-'));
    return {
      url: `sqlite:${join(dir, 'shop.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const server = inject('mysqlServerUrl');
  if (!server) throw new Error('No MySQL server for this test run');
  const name = `frameshop_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminConnection(server, (c) => c.query(`CREATE DATABASE \`${name}\``));
  return {
    url: `${server.replace(/\/$/, '')}/${name}`,
    drop: () =>
      withAdminConnection(server, (c) => c.query(`DROP DATABASE IF EXISTS \`${name}\``)).then(
        () => {},
      ),
  };
}

/** A migrated, empty database of the given dialect; MySQL ones are created and later dropped. */
export async function createTestDatabase(
  dialect: Dialect,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  let url = 'sqlite::memory:';
  let drop = async () => {};
  if (dialect === 'mysql' || options.sqliteFile) {
    ({ url, drop } = await createEmptyDatabase(dialect));
  }
  const database = createDatabase(url);
  await migrateToLatest(database.db);
  return {
    ...database,
    url,
    async destroy() {
      await database.destroy();
      await drop();
    },
    async truncate() {
      for (const table of TABLES_CHILD_FIRST) {
        // The built-in staff roles are rows the schema ships with (migration 0033), not data.
        const keep = table === 'staff_roles' ? sql` WHERE builtIn IS NULL` : sql``;
        await sql`DELETE FROM ${sql.table(table)}${keep}`.execute(database.db);
      }
    },
  };
}

/**
 * Runs a suite once per available dialect (SQLite always, MySQL when a server answers), each
 * against its own fresh database. The suite name carries the dialect so logs show both.
 */
export function describeEachDialect(
  name: string,
  body: (t: TestDatabase, dialect: Dialect) => void,
  options: TestDatabaseOptions = {},
): void {
  const only = options.dialects;
  for (const dialect of dialectsUnderTest().filter((d) => !only || only.includes(d))) {
    describe(`${name} [${dialect}]`, () => {
      const holder = {} as TestDatabase;
      beforeAll(async () => {
        Object.assign(holder, await createTestDatabase(dialect, options));
      }, 60_000);
      afterAll(async () => {
        await holder.destroy?.();
      });
      body(holder, dialect);
    });
  }
}

/**
 * A suite about an adapter (HTTP shapes, access, input rules, files, Redis) rather than its SQL,
 * which the domain suites run on both engines: once, on SQLite. Money, stock, concurrency,
 * search and anything with SQL of its own stay on describeEachDialect.
 */
export function describeAdapter(
  name: string,
  body: (t: TestDatabase, dialect: Dialect) => void,
  options: TestDatabaseOptions = {},
): void {
  describeEachDialect(name, body, { ...options, dialects: ['sqlite'] });
}
