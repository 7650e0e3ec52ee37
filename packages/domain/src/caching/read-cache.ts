import type { ReadCache } from '../shared/cache';

/**
 * A small in-process cache for hot public reads (the shop's frame list, attribute lists).
 * Correctness rule: every mutation that declares this cache in `invalidates` clears it after
 * its handler (and transaction) finished, so no reader sees data older than the last write
 * made through this process. With several server processes, a write on one leaves the others
 * stale for at most `ttlMs` (unless invalidations are broadcast), which is why entries expire.
 */
export class MemoryReadCache implements ReadCache {
  private readonly entries = new Map<
    string,
    { at: number; value: Promise<unknown>; settled?: { value: unknown } }
  >();
  private generation = 0;
  readonly stats = { hits: 0, misses: 0 };
  /** A tighter bound on an entry's age than `ttlMs` while set (shared invalidation is down). */
  private ageLimitMs: number | null = null;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number } = {
      maxEntries: 500,
      ttlMs: 30_000,
    },
  ) {}

  /**
   * Returns the cached value or loads it once; concurrent callers share one load. A load in
   * flight when a write calls clear() is dropped from the map with everything else, so its
   * (possibly stale) result reaches only the callers that asked before the write.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.maxAgeMs) {
      this.stats.hits++;
      return hit.value as Promise<T>;
    }
    this.stats.misses++;
    const value = load();
    const entry: { at: number; value: Promise<unknown>; settled?: { value: unknown } } = {
      at: now,
      value,
    };
    this.insert(key, entry);
    try {
      const result = await value;
      entry.settled = { value: result };
      return result;
    } catch (error) {
      // Only our own entry: clear() may have replaced it with a newer one since.
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  /** The current generation: pass it back to put() so a write in between discards the value. */
  get version(): number {
    return this.generation;
  }

  /** A settled, fresh value without waiting (for the HTTP-level cache of tRPC reads). */
  peek<T>(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit?.settled || (this.options.now ?? Date.now)() - hit.at >= this.maxAgeMs) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return hit.settled.value as T;
  }

  /** Stores a value computed elsewhere, unless a write happened since `version` was read. */
  put(key: string, value: unknown, version: number): void {
    if (version !== this.generation) return;
    const at = (this.options.now ?? Date.now)();
    this.insert(key, { at, value: Promise.resolve(value), settled: { value } });
  }

  private insert(
    key: string,
    entry: { at: number; value: Promise<unknown>; settled?: { value: unknown } },
  ): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  private get maxAgeMs(): number {
    return Math.min(this.options.ttlMs, this.ageLimitMs ?? Number.POSITIVE_INFINITY);
  }

  /**
   * Serve nothing older than `ms` until called again with null: while this process cannot
   * hear other processes' invalidations, only short-lived entries bound how stale it can be.
   */
  limitAge(ms: number | null): void {
    this.ageLimitMs = ms;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
