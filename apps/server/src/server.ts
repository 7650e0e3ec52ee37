import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase, prepareData } from './boot';
import { ConfigError, loadConfig } from './config';
import { startJobs } from './jobs/index';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.destroy());
  await prepareData(config, app.deps, app.log);

  // Background work, unless this process only serves (WORKER_MODE=server).
  const jobs = startJobs(app);

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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
