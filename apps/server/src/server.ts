import { pruneExpiredSessions } from '@frameshop/domain/users/sessions.service';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase, prepareData } from './boot';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.destroy());
  await prepareData(config, app.deps, app.log);

  // Expired sessions are deleted when presented; this sweeps the ones nobody comes back with.
  const sweep = setInterval(() => {
    pruneExpiredSessions(app.deps).catch((err: unknown) =>
      app.log.warn({ err }, 'session sweep failed'),
    );
  }, 60 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // On SIGTERM/SIGINT: stop accepting (new requests get 503), let in-flight ones finish.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Frame shop ready at ${config.publicUrl} (database: ${database.dialect})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
