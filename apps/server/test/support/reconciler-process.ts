/**
 * One server process's payment worker, alone: what a second (third, ...) server runs against the
 * same MySQL. Reads DATABASE_URL and the gateway's PHONEPE_* settings from the environment, runs
 * the worker until nothing is due, and prints how many attempts this process checked.
 */
import { runPaymentWorker } from '@frameshop/domain/payment/payment-worker.service';
import { systemContext } from '@frameshop/domain/shared/context';
import { openDatabase } from '../../src/boot';
import { loadConfig } from '../../src/config';
import { createDomainDeps } from '../../src/deps';
import { createPaymentRuntime } from '../../src/payment-runtime';

const config = loadConfig(process.env);
const database = await openDatabase(config);
const payment = createPaymentRuntime(config);
const deps = createDomainDeps(config, database, {}, () => {}, payment.deps);
const owner = `process-${process.pid}`;
let checked = 0;
// Both processes start together (a file the parent removes), so they really race.
const start = Number(process.env.START_AT ?? 0);
while (Date.now() < start) await new Promise((r) => setTimeout(r, 5));
for (let idle = 0; idle < 3; ) {
  const report = await runPaymentWorker.run(systemContext(deps, 'payment-reconciler'), { owner });
  checked += report.checked;
  idle = report.checked === 0 ? idle + 1 : 0;
}
await database.destroy();
process.stdout.write(`${JSON.stringify({ owner, checked })}\n`);
