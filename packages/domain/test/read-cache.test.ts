import { describe, expect, it } from 'vitest';
import { MemoryReadCache as ReadCache } from '../src/caching/read-cache';

describe('ReadCache', () => {
  it('loads once for concurrent readers and serves the value until cleared', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    expect(await cache.get('k', load)).toBe(1);
    cache.clear();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep a value whose load overlapped a write', async () => {
    const cache = new ReadCache();
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.clear(); // a write commits while the read is in flight
    release('stale');
    expect(await slow).toBe('stale'); // that caller started before the write
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    expect(cache.peek('k')).toBe('fresh');
  });

  it('ignores put() after a write, expires entries and forgets failed loads', async () => {
    let now = 0;
    const cache = new ReadCache({ maxEntries: 2, ttlMs: 1000, now: () => now });
    const version = cache.version;
    cache.clear();
    cache.put('a', 'old', version);
    expect(cache.peek('a')).toBeUndefined();
    cache.put('a', 'new', cache.version);
    expect(cache.peek('a')).toBe('new');
    now = 1000;
    expect(cache.peek('a')).toBeUndefined();
    await expect(cache.get('b', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get('b', async () => 'ok')).toBe('ok');
    // At most maxEntries: the oldest goes first.
    cache.put('c', 1, cache.version);
    cache.put('d', 2, cache.version);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('d')).toBe(2);
  });
});
