import type { Redis } from 'ioredis';
import { CACHE_NAMES, type CacheName, type Caches } from '../shared/cache';
import { MemoryReadCache } from './read-cache';

export interface SharedCachesOptions {
  /** For INCR, MGET and PUBLISH: made to fail fast, never to queue while disconnected. */
  redis: Redis;
  /** A second connection, in subscriber mode once this starts. */
  subscriber: Redis;
  /** Key and channel prefix, so several shops (or test runs) can share one Redis. */
  prefix: string;
  /** How often the versions are compared, in case a message was missed (ms). */
  pollMs?: number;
  /** The oldest entry served while Redis cannot be reached (ms). */
  degradedMaxAgeMs?: number;
  log?: (line: string, error?: unknown) => void;
  make?: () => MemoryReadCache;
}

export type SharedState = 'ok' | 'degraded';

export interface SharedCaches extends Caches {
  /** 'degraded' while Redis cannot be reached: entries then live `degradedMaxAgeMs` at most. */
  readonly state: SharedState;
  /** Compares the versions with Redis now (the timer does it every `pollMs`). */
  sync(): Promise<void>;
  close(): void;
}

/**
 * The read caches of one process among several (issue 20). Each process keeps its entries in
 * memory, as with one process; a version per cache domain lives in Redis. A mutation clears its
 * caches here at once, increments their versions and publishes the new ones; every process
 * clears a cache when it hears of a version it does not have. Messages missed while
 * disconnected are caught by comparing all versions every `pollMs`, so a write is seen
 * everywhere within about that (the three-process test holds it under 1 s).
 *
 * Redis unreachable: nothing waits for it (the connection must not queue commands). The
 * process logs it once, reports 'degraded' (/readyz) and serves no entry older than
 * `degradedMaxAgeMs` until a comparison succeeds again, which also clears whatever changed
 * meanwhile and re-sends the invalidations it could not send.
 */
export function createSharedCaches(options: SharedCachesOptions): SharedCaches {
  const { redis, subscriber, prefix } = options;
  const pollMs = options.pollMs ?? 250;
  const degradedMaxAgeMs = options.degradedMaxAgeMs ?? 1_000;
  const log = options.log ?? (() => {});
  const locals = Object.fromEntries(
    CACHE_NAMES.map((name) => [name, options.make?.() ?? new MemoryReadCache()]),
  ) as Record<CacheName, MemoryReadCache>;
  const keyOf = (name: CacheName) => `${prefix}cache:${name}:version`;
  const channel = `${prefix}cache:invalidated`;
  /** The version each local cache holds entries of; unknown until the first comparison. */
  const known = new Map<CacheName, string>();
  /** Invalidations that could not reach Redis: sent again once it answers. */
  const unsent = new Set<CacheName>();
  let state: SharedState = 'ok';
  let syncing: Promise<void> | null = null;
  let closed = false;

  /**
   * A version seen for `name`: clear the local cache unless its entries are known to be of
   * that version (entries cached before any version was known are not).
   */
  const seen = (name: CacheName, version: string) => {
    if (known.get(name) !== version) locals[name].clear();
    known.set(name, version);
  };

  const degrade = (error: unknown) => {
    if (state === 'degraded') return;
    state = 'degraded';
    for (const cache of Object.values(locals)) cache.limitAge(degradedMaxAgeMs);
    log(
      `Redis unreachable: shared cache invalidation is down, entries live ${degradedMaxAgeMs} ms`,
      error,
    );
  };

  const publish = async (name: CacheName) => {
    const version = await redis.incr(keyOf(name));
    // Our own change, if nobody else's came between: no need to clear again on our message.
    if (known.get(name) === String(version - 1)) known.set(name, String(version));
    await redis.publish(channel, `${name}:${version}`);
  };

  const compare = async () => {
    const versions = await redis.mget(CACHE_NAMES.map(keyOf));
    for (const [i, name] of CACHE_NAMES.entries()) seen(name, versions[i] ?? '0');
    if (state === 'degraded') {
      state = 'ok';
      for (const cache of Object.values(locals)) cache.limitAge(null);
      log('Redis reachable again: shared cache invalidation restored');
    }
    for (const name of [...unsent]) {
      await publish(name);
      unsent.delete(name);
    }
  };

  const sync = (): Promise<void> => {
    syncing ??= compare()
      .catch(degrade)
      .finally(() => {
        syncing = null;
      });
    return syncing;
  };

  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const [name, version] = message.split(':');
    if ((CACHE_NAMES as readonly string[]).includes(name ?? '') && version) {
      seen(name as CacheName, version);
    }
  });
  subscriber.subscribe(channel).catch(degrade);
  const timer = setInterval(() => void sync(), pollMs);
  timer.unref();
  void sync();

  return {
    ...locals,
    get state() {
      return state;
    },
    invalidate(names) {
      for (const name of new Set(names)) {
        // This process's readers see the write at once; the others when they hear of it.
        locals[name].clear();
        publish(name).catch((error) => {
          unsent.add(name);
          degrade(error);
        });
      }
    },
    sync,
    close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
    },
  };
}
