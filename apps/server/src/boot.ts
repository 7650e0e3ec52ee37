import {
  type CreateDatabaseOptions,
  createDatabase,
  type Database,
  dialectOf,
} from '@frameshop/db/create-db';
import { ensureMysqlDatabase } from '@frameshop/db/ensure-database';
import { migrateToLatest } from '@frameshop/db/migrate';
import { type DemoCredentials, seedDemoAccounts } from '@frameshop/domain/seed/demo-accounts';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { seedDemoContent } from '@frameshop/domain/seed/demo-content';
import { seedDemoOrders } from '@frameshop/domain/seed/demo-orders';
import { type DomainDeps, systemContext } from '@frameshop/domain/shared/context';
import { ensureAdmin } from '@frameshop/domain/users/users.service';
import { sealLegacyWebhookSecrets } from '@frameshop/domain/webhooks/webhooks.service';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { registerJobs } from './jobs/index';

/** How this server opens its database (tests that open their own use the same). */
export function openDatabaseOptions(config: Config): CreateDatabaseOptions {
  return {
    baseDir: config.sqliteBaseDir,
    // Waiting for a connection ends well inside the request timeout: with the database down,
    // a request answers 503 in time rather than hanging (issue 19 §6).
    connectTimeoutMs: Math.min(10_000, (config.REQUEST_TIMEOUT_SECONDS * 1000) / 2),
  };
}

/**
 * Opens the database and brings it to the latest schema; a MySQL/MariaDB database that does not
 * exist yet is created when the URL's user may (else MissingDatabaseError says what to run).
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (dialectOf(config.DATABASE_URL) === 'mysql') await ensureMysqlDatabase(config.DATABASE_URL);
  const database = createDatabase(config.DATABASE_URL, openDatabaseOptions(config));
  await migrateToLatest(database.db);
  return database;
}

/**
 * Start-up data: the configured admin and, on an empty demo database, demo accounts and
 * catalogue. Answers the demo accounts it created, with their passwords, for the caller to show
 * once (server.ts, after its ready line); the database keeps only hashes.
 */
export async function prepareData(
  config: Config,
  deps: DomainDeps,
  log: FastifyBaseLogger,
): Promise<DemoCredentials[]> {
  let accounts: DemoCredentials[] | null = null;
  if (config.seedDemo) {
    // Work no person does: the system caller, never an impersonated admin.
    const seed = systemContext(deps, 'seed');
    accounts = await seedDemoAccounts.run(seed, undefined);
    const started = Date.now();
    const frames = await seedDemoCatalogue.run(seed, undefined);
    if (frames > 0)
      log.info(`Demo catalogue created: ${frames} frames in ${Date.now() - started} ms`);
    // Past orders for the dashboards; after the catalogue, whose frames they buy.
    const orders = await seedDemoOrders.run(seed, undefined);
    if (orders > 0) log.info(`Demo orders created: ${orders}`);
    const contentStarted = Date.now();
    const content = await seedDemoContent.run(seed, undefined);
    if (content) {
      log.info(
        `Demo content created: ${content.news} news articles, ${content.reviews} reviews in ${Date.now() - contentStarted} ms`,
      );
    }
  }
  // Signing secrets stored in clear before they were sealed at rest: sealed now, once.
  const sealed = await sealLegacyWebhookSecrets(deps);
  if (sealed > 0) log.info(`Sealed ${sealed} webhook signing secret(s) with SECRETS_KEY`);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(deps, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    log.info(`Admin ${config.ADMIN_EMAIL}: ${outcome}`);
  }
  return accounts ?? [];
}

/**
 * The boot sequence every process runs (server.ts, and the browser suites' servers): open and
 * migrate, build, register the jobs, then make the app ready, and only then seed. Ready closes
 * registration: a hook added after this throws here, on every start, instead of only on the
 * first start of an empty database (whose seed pays orders through the in-process simulator,
 * which makes the app ready). docs/decisions/0021-boot-order.md.
 */
export async function bootApp(
  config: Config,
  options: { logger?: FastifyServerOptions['logger']; jobs?: boolean } = {},
): Promise<{
  app: FastifyInstance;
  database: Database;
  jobs: string[];
  demoAccounts: DemoCredentials[];
}> {
  const database = await openDatabase(config);
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, logger: options.logger });
  } catch (error) {
    await database.destroy();
    throw error;
  }
  app.addHook('onClose', async () => database.destroy());
  try {
    const jobs = options.jobs === false ? [] : registerJobs(app);
    await app.ready();
    const demoAccounts = await prepareData(config, app.deps, app.log);
    return { app, database, jobs, demoAccounts };
  } catch (error) {
    await app.close();
    throw error;
  }
}
