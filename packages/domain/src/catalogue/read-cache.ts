/**
 * A small cache for hot public catalogue reads (the shop's frame list and attribute lists).
 * Correctness rule: every catalogue write calls `clear()` after its transaction commits, so
 * no reader sees data older than the last write made through this process. It is per
 * process: with several server processes, a write on one leaves the others stale for at
 * most `ttlMs`, which is why entries also expire.
 */
export class ReadCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private generation = 0;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number } = {
      maxEntries: 500,
      ttlMs: 30_000,
    },
  ) {}

  /** Returns the cached value or loads it once; concurrent callers share one load. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    try {
      return await value;
    } catch (error) {
      this.entries.delete(key);
      throw error;
    } finally {
      // A write that landed while this load ran may not be in its result: do not keep it.
      if (generation !== this.generation) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
