import { type CreateDatabaseOptions, createDatabase, type Database } from '@frameshop/db/create-db';
import { migrateToLatest } from '@frameshop/db/migrate';
import { seedDemoAccounts } from '@frameshop/domain/seed/demo-accounts';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { seedDemoContent } from '@frameshop/domain/seed/demo-content';
import { seedDemoOrders } from '@frameshop/domain/seed/demo-orders';
import { type DomainDeps, systemContext } from '@frameshop/domain/shared/context';
import { ensureAdmin } from '@frameshop/domain/users/users.service';
import { sealLegacyWebhookSecrets } from '@frameshop/domain/webhooks/webhooks.service';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';

/** How this server opens its database (tests that open their own use the same). */
export function openDatabaseOptions(config: Config): CreateDatabaseOptions {
  return {
    baseDir: config.sqliteBaseDir,
    // Waiting for a connection ends well inside the request timeout: with the database down,
    // a request answers 503 in time rather than hanging (issue 19 §6).
    connectTimeoutMs: Math.min(10_000, (config.REQUEST_TIMEOUT_SECONDS * 1000) / 2),
  };
}

/** Opens the database and brings it to the latest schema. */
export async function openDatabase(config: Config): Promise<Database> {
  const database = createDatabase(config.DATABASE_URL, openDatabaseOptions(config));
  await migrateToLatest(database.db);
  return database;
}

/** Start-up data: the configured admin and, on an empty demo database, demo accounts and catalogue. */
export async function prepareData(
  config: Config,
  deps: DomainDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.seedDemo) {
    // Work no person does: the system caller, never an impersonated admin.
    const seed = systemContext(deps, 'seed');
    const accounts = await seedDemoAccounts.run(seed, undefined);
    if (accounts) {
      // Printed this once; the database keeps only hashes, so it is never shown again.
      for (const a of accounts) {
        log.warn(
          `Demo ${a.role === 'admin' ? 'admin' : 'shopper'} created (shown once): ${a.email} / ${a.password}`,
        );
      }
    }
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
}
