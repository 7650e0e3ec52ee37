import { startCluster } from './cluster';

export const CLUSTER_ENV_DEFAULTS = { CLUSTER_SIZE: '3', PORT: '3000' };

/** Starts the cluster from the environment, prints where it is, stops it on Ctrl-C or SIGTERM. */
export async function runClusterCli(
  env: Record<string, string | undefined>,
  defaults: typeof CLUSTER_ENV_DEFAULTS,
): Promise<void> {
  const size = Number(env.CLUSTER_SIZE ?? defaults.CLUSTER_SIZE);
  const port = Number(env.PORT ?? defaults.PORT);
  if (!Number.isInteger(size) || size < 1 || size > 16) {
    console.error('CLUSTER_SIZE: must be a whole number from 1 to 16');
    process.exit(1);
  }
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  try {
    cluster = await startCluster({ size, port, env });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // The public address, not the balancer's 127.0.0.1: payments return there, and a session
  // cookie set on one host name is not sent to the other.
  console.log(
    `Frame shop cluster: ${size} process(es) behind HAProxy at ${cluster.publicUrl} (${cluster.apps
      .map((a) => `${a.name} :${a.port}`)
      .join(', ')})`,
  );
  if (!env.ADMIN_EMAIL && env.SEED_DEMO !== 'true') {
    console.log(
      'No admin to log in with: set ADMIN_EMAIL and ADMIN_PASSWORD (and SEED_DEMO=true for the demo shop).',
    );
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster...');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
