import type { TestProject } from 'vitest/node';
import { adminUrl, probeMysql } from './mysql-server';
import './provided';

/**
 * Decides once per test run whether the DB suites also run on MySQL. In CI a missing server
 * is an error rather than a silent skip, so the log can always be trusted to show both.
 */
export async function setup(project: TestProject): Promise<void> {
  // The quick lane (`npm run test:quick`) asks for SQLite alone; `npm test` never does.
  if (process.env.TEST_DIALECTS === 'sqlite') {
    project.provide('mysqlServerUrl', '');
    console.log('[db] suites run on: sqlite only (TEST_DIALECTS=sqlite)');
    return;
  }
  const url = adminUrl();
  const version = await probeMysql(url);
  if (!version && process.env.CI) {
    throw new Error(`CI must run the database suites on MySQL too, but ${url} does not answer`);
  }
  project.provide('mysqlServerUrl', version ? url : '');
  const where = url.replace(/\/\/[^@]*@/, '//');
  console.log(
    version
      ? `[db] suites run on: sqlite, mysql (${version} at ${where})`
      : '[db] suites run on: sqlite only (no MySQL answered; set TEST_MYSQL_URL)',
  );
}
