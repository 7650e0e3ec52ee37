import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase, prepareData } from './boot';
import { ConfigError, loadConfig } from './config';
import { startHourlyJobs } from './jobs/hourly';
import { startMailOutbox } from './jobs/mail-outbox';
import { startPaymentWorker } from './jobs/payment-worker';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.destroy());
  await prepareData(config, app.deps, app.log);

  // Expired sessions (the ones nobody comes back with) and unordered photos past their time.
  startHourlyJobs(app);
  // Payments pending at PhonePe, its webhooks, refunds.
  startPaymentWorker(app);
  // Mail queued by any change (orders, payments, refunds), sent after its commit.
  startMailOutbox(app);

  // On SIGTERM/SIGINT: stop accepting (new requests get 503), let in-flight ones finish.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Frame shop ready at ${config.publicUrl} (database: ${database.dialect}, payments: PhonePe ${config.payment.mode} ${config.payment.gateway.api})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
