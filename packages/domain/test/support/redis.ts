import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** The machine's Redis, as the README and .ci/run expect it; REDIS_TEST_URL overrides. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

/** Whether a Redis answers there (suites that need one skip, saying so, when none does). */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Whether that Redis answers: suites that need it skip, saying so, when it does not. */
export const REDIS_REACHABLE = await redisAnswers();
if (!REDIS_REACHABLE) console.warn(`[redis] suites skipped: no Redis answers at ${TEST_REDIS_URL}`);

/** A key prefix no other test run uses. */
export const uniquePrefix = () => `frameshop-test:${randomUUID()}:`;

/** Connections as the server makes them (apps/server/src/redis.ts): fail fast, never queue. */
export async function connect(url: string, subscriber = false): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: subscriber,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: subscriber ? undefined : 500,
    retryStrategy: () => 100,
  });
  redis.on('error', () => {});
  await redis.connect();
  return redis;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A private redis-server (no persistence) this test may stop and start: the machine's own is
 * shared with every other suite and is never touched.
 */
export class PrivateRedis {
  private process: ChildProcess | null = null;
  constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  async start(): Promise<void> {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (await redisAnswers(this.url)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
