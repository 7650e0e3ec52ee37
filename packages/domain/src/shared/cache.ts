/**
 * The per-domain read caches and how mutations invalidate them. Interfaces only: the in-process
 * implementation is caching/, and a multi-process deployment swaps in one that broadcasts
 * `invalidate` (Redis pub/sub, say) without any use case changing.
 */

/** One cache per domain whose public reads are hot; a mutation names the ones it makes stale. */
export const CACHE_NAMES = ['catalogue', 'content'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

export interface ReadCache {
  /** The cached value, or `load()` once for all concurrent callers. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A settled, fresh value without waiting (the HTTP-level cache of tRPC reads uses it). */
  peek<T>(key: string): T | undefined;
  /** Read before computing a value elsewhere; `put` discards it if a clear happened since. */
  readonly version: number;
  put(key: string, value: unknown, version: number): void;
  clear(): void;
  /** Lookups answered from the cache and lookups that were not, since start (for /metrics). */
  readonly stats: { hits: number; misses: number };
}

export type Caches = Readonly<Record<CacheName, ReadCache>> & {
  /** Called by `run()` after a mutation's handler (and so its transaction) succeeded. */
  invalidate(names: readonly CacheName[]): void;
};
