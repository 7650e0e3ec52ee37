/**
 * Runs the simulator alone: `PORT=4010 npx tsx src/simulator/standalone.ts`. Credentials come
 * from the same PHONEPE_* variables the server reads, with harmless defaults, so a shop started
 * with PHONEPE_MODE=sandbox and PHONEPE_PG_URL=PHONEPE_AUTH_URL=http://127.0.0.1:4010 talks to it.
 */
import Fastify from 'fastify';
import { createPhonePeSimulator } from './index';

const env = process.env;
const port = Number(env.PORT ?? 4010);
const host = env.HOST ?? '127.0.0.1';
const publicUrl =
  env.SIMULATOR_PUBLIC_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
await app.register(
  createPhonePeSimulator({
    clientId: env.PHONEPE_CLIENT_ID ?? 'SIMULATOR_CLIENT',
    clientSecret: env.PHONEPE_CLIENT_SECRET ?? 'simulator-secret',
    clientVersion: env.PHONEPE_CLIENT_VERSION ?? '1',
    merchantId: env.PHONEPE_MERCHANT_ID ?? 'SIMULATORMERCHANT',
    saltKey: env.PHONEPE_SALT_KEY ?? 'simulator-salt-key',
    saltIndex: env.PHONEPE_SALT_INDEX ?? '1',
    webhookUrl: env.PHONEPE_WEBHOOK_URL ?? null,
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME ?? 'simulator',
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD ?? 'simulator-password1',
    publicUrl,
    // A standalone simulator is a test tool; switch controls off explicitly if it is exposed.
    controls: env.SIMULATOR_CONTROLS !== 'false',
  }),
);

const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port, host });
app.log.info(`PhonePe simulator on ${publicUrl} (pgUrl = authUrl = ${publicUrl})`);
