import { MissingDatabaseError } from '@frameshop/db/ensure-database';
import closeWithGrace from 'close-with-grace';
import { bootApp } from './boot';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  // Jobs run unless this process only serves (WORKER_MODE=server); they start once it listens.
  const { app, database, jobs, demoAccounts } = await bootApp(config);

  // On SIGTERM/SIGINT: stop accepting (new requests get 503), let in-flight ones finish.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Frame shop ready at ${config.publicUrl} (mode: ${config.WORKER_MODE}, jobs: ${jobs.join(', ') || 'none'}, database: ${database.dialect}, payments: PhonePe ${config.payment.mode} ${config.payment.gateway.api})`,
  );
  // Last, so a first start's request and seed lines cannot scroll them away; shown this once.
  for (const a of demoAccounts) {
    app.log.warn(
      `Demo ${a.role === 'admin' ? 'admin' : 'shopper'} created (shown once): ${a.email} / ${a.password}`,
    );
  }
  if (demoAccounts.length > 0) {
    app.log.warn('Lost a demo password? `npm run admin:reset-password` prints a new admin one.');
  }
}

main().catch((error: unknown) => {
  // Errors the operator acts on print their message alone.
  if (error instanceof ConfigError || error instanceof MissingDatabaseError) {
    console.error(error.message);
  } else console.error(error);
  process.exit(1);
});
