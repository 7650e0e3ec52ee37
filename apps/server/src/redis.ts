import { createSharedCaches, type SharedCaches } from '@frameshop/domain/caching/shared-caches';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * Nothing waits for Redis: a command while disconnected fails at once instead of queueing
 * (offline queue off), and one that gets no answer fails after `commandTimeout`. What uses it
 * falls back to this process's memory meanwhile (caches: short entries; throttles: an
 * insurance limiter), and the connection keeps retrying in the background.
 */
const COMMANDS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 1_000,
  commandTimeout: 500,
  retryStrategy: (times) => Math.min(times * 200, 2_000),
};

/** What REDIS_URL gives this process: the connections and the caches built on them. */
export interface SharedState {
  redis: Redis;
  caches: SharedCaches;
  /** 'ok', or 'degraded' while Redis cannot be reached (/readyz reports it). */
  state(): 'ok' | 'degraded';
  close(): Promise<void>;
}

export async function connectSharedState(
  url: string,
  prefix: string,
  log: (line: string, error?: unknown) => void,
): Promise<SharedState> {
  const redis = new Redis(url, COMMANDS);
  // Subscribing must survive reconnects: ioredis queues it and re-subscribes by itself.
  const subscriber = new Redis(url, {
    ...COMMANDS,
    enableOfflineQueue: true,
    commandTimeout: undefined,
  });
  // Errors are reported through `state` and the caches' log; unhandled, ioredis prints each retry.
  redis.on('error', () => {});
  subscriber.on('error', () => {});
  await Promise.all([redis.connect(), subscriber.connect()]).catch((error) =>
    log('Redis did not answer at start: running degraded until it does', error),
  );
  const caches = createSharedCaches({ redis, subscriber, prefix, log });
  await caches.sync();
  return {
    redis,
    caches,
    state: () => caches.state,
    async close() {
      caches.close();
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
