import { CACHE_NAMES, type CacheName, type Caches, type ReadCache } from '../shared/cache';
import { MemoryReadCache } from './read-cache';

/**
 * One in-process cache per domain. `invalidate` clears the named ones here; a deployment with
 * several processes would wrap this and also publish the names (Redis pub/sub), clearing the
 * same caches in every process when the message arrives.
 */
export function createLocalCaches(make: () => ReadCache = () => new MemoryReadCache()): Caches {
  const byName = Object.fromEntries(CACHE_NAMES.map((name) => [name, make()])) as Record<
    CacheName,
    ReadCache
  >;
  return {
    ...byName,
    invalidate(names) {
      for (const name of new Set(names)) byName[name].clear();
    },
  };
}
