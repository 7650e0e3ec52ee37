import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryReadCache } from '../src/caching/read-cache';
import { createSharedCaches, type SharedCaches } from '../src/caching/shared-caches';
import {
  connect,
  PrivateRedis,
  REDIS_REACHABLE,
  TEST_REDIS_URL,
  uniquePrefix,
} from './support/redis';

/**
 * The read caches of several processes over one real Redis (issue 20): a write's invalidation
 * reaches the others at once by message, or by the version comparison when a message was
 * missed; with Redis gone, nothing waits, entries live one second at most, and everything is
 * caught up when it is back.
 */
const reachable = REDIS_REACHABLE;

describe.skipIf(!reachable)('shared caches', () => {
  const open: { caches: SharedCaches; connections: Redis[] }[] = [];
  afterEach(() => {
    for (const { caches, connections } of open.splice(0)) {
      caches.close();
      for (const c of connections) c.disconnect();
    }
  });

  /** One process's caches; `deaf` never hears messages (as if they were missed). */
  async function processCaches(
    prefix: string,
    options: { url?: string; deaf?: boolean; now?: () => number; pollMs?: number } = {},
  ) {
    const url = options.url ?? TEST_REDIS_URL;
    const redis = await connect(url);
    const subscriber = await connect(url, true);
    const caches = createSharedCaches({
      redis,
      // A subscriber on another prefix's channel: it hears nothing of this shop's writes.
      subscriber: options.deaf ? await connect(url, true) : subscriber,
      prefix,
      pollMs: options.pollMs ?? 250,
      make: () => new MemoryReadCache({ maxEntries: 50, ttlMs: 30_000, now: options.now }),
    });
    open.push({ caches, connections: [redis, subscriber] });
    await caches.sync();
    return caches;
  }

  const until = async (check: () => boolean, withinMs: number) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return Date.now() - start;
  };

  it("clears every process's cache when one process writes, within 1 s", async () => {
    const prefix = uniquePrefix();
    const [one, two, three] = await Promise.all([
      processCaches(prefix),
      processCaches(prefix),
      processCaches(prefix),
    ]);
    for (const c of [one, two, three]) await c.catalogue.get('list', async () => 'old');
    await two.content.get('news', async () => 'kept');

    one.invalidate(['catalogue']);
    // The writer's own readers see the write at once.
    expect(one.catalogue.peek('list')).toBeUndefined();
    const took = await until(
      () => two.catalogue.peek('list') === undefined && three.catalogue.peek('list') === undefined,
      1_000,
    );
    console.log(`[redis] invalidation reached two other processes in ${took} ms`);
    // Only the named cache.
    expect(two.content.peek('news')).toBe('kept');
  });

  it('catches a missed message by comparing versions', async () => {
    const prefix = uniquePrefix();
    const writer = await processCaches(prefix);
    const deaf = await processCaches(prefix, { deaf: true, pollMs: 200 });
    await deaf.catalogue.get('list', async () => 'old');
    writer.invalidate(['catalogue']);
    await until(() => deaf.catalogue.peek('list') === undefined, 1_000);
  });

  it('keeps entries while nothing changes', async () => {
    const prefix = uniquePrefix();
    const caches = await processCaches(prefix, { pollMs: 50 });
    await caches.catalogue.get('list', async () => 'value');
    await new Promise((r) => setTimeout(r, 300));
    expect(caches.catalogue.peek('list')).toBe('value');
    expect(caches.state).toBe('ok');
  });

  describe('with its Redis stopped and started', () => {
    let redis: PrivateRedis;
    beforeAll(async () => {
      redis = await PrivateRedis.start();
    });
    afterAll(async () => {
      await redis.stop();
    });

    it('serves nothing older than 1 s while down, never waits, and catches up when back', async () => {
      let clock = Date.now();
      const now = () => clock;
      const prefix = uniquePrefix();
      const writer = await processCaches(prefix, { url: redis.url, now, pollMs: 100 });
      const reader = await processCaches(prefix, { url: redis.url, now, pollMs: 100 });
      await reader.catalogue.get('list', async () => 'before');
      clock += 5_000;
      expect(reader.catalogue.peek('list')).toBe('before');

      await redis.stop();
      const started = Date.now();
      await reader.sync();
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(reader.state).toBe('degraded');
      // Older than a second: not served while other processes' writes cannot be heard.
      expect(reader.catalogue.peek('list')).toBeUndefined();
      await reader.catalogue.get('list', async () => 'during');
      clock += 500;
      expect(reader.catalogue.peek('list')).toBe('during');
      clock += 600;
      expect(reader.catalogue.peek('list')).toBeUndefined();

      // A write while Redis is down: cleared here, sent when Redis is back.
      await reader.catalogue.get('list', async () => 'stale elsewhere');
      writer.invalidate(['catalogue']);
      await writer.sync();
      expect(writer.state).toBe('degraded');

      await redis.start();
      await until(() => reader.state === 'ok' && writer.state === 'ok', 5_000);
      await reader.sync();
      expect(reader.catalogue.peek('list')).toBeUndefined();
      // Back to normal lifetimes.
      await reader.catalogue.get('list', async () => 'after');
      clock += 5_000;
      expect(reader.catalogue.peek('list')).toBe('after');
    });
  });
});
