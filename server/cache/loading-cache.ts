import { LRUCache } from 'lru-cache';

/** Bound by count (`max`) or by size (`maxSize` with `sizeCalculation`); `ttl` where data can change. */
export type LoadingCacheOptions<V extends object> = LRUCache.Options<string, V, unknown>;

/**
 * An LRU cache (lru-cache: a hit keeps its entry, the least recently used goes first) that
 * loads what it misses. Concurrent misses of one key share one load; a load that fails or
 * yields `undefined` is not kept; a load that started before its key was deleted (or the
 * cache cleared) is not kept either, so an invalidation is never undone by a late answer.
 */
export class LoadingCache<V extends object> {
  private readonly lru: LRUCache<string, V>;
  private readonly pending = new Map<string, Promise<V | undefined>>();

  constructor(options: LoadingCacheOptions<V>) {
    this.lru = new LRUCache(options);
  }

  /** The cached value, counted as a use; never loads. */
  cached(key: string): V | undefined {
    return this.lru.get(key);
  }

  /** The cached value, else the result of the load in flight for `key`, else of `load()`. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.lru.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const settle = (loading: Promise<V | undefined>): boolean => {
      const current = this.pending.get(key) === loading;
      if (current) this.pending.delete(key);
      return current;
    };
    const loading: Promise<V | undefined> = Promise.resolve()
      .then(load)
      .then(
        (value) => {
          if (settle(loading) && value !== undefined) this.lru.set(key, value);
          return value;
        },
        (err: unknown) => {
          settle(loading);
          throw err;
        },
      );
    this.pending.set(key, loading);
    return loading;
  }

  /** Forgets `key` and any load of it in flight: the next get loads afresh. */
  delete(key: string): void {
    this.pending.delete(key);
    this.lru.delete(key);
  }

  /** Forgets everything, loads in flight included. */
  clear(): void {
    this.pending.clear();
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }

  /** The entries' total by `sizeCalculation` (0 for a cache bound by count). */
  get calculatedSize(): number {
    return this.lru.calculatedSize;
  }
}
