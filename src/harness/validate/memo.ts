import { LRUCache } from 'lru-cache';

/**
 * Remembers a pure function's results under a text key (e.g. the JSON of its argument), so
 * revalidating a harness after a small edit skips the unchanged tools and hooks. Bounded:
 * long keys are never kept, and once full the least recently used result goes first.
 */
export function memoize<A, V extends object>(
  limit: number,
  maxKeyLength: number,
  compute: (arg: A) => V,
): (key: string, arg: A) => V {
  const cache = new LRUCache<string, V>({ max: limit });
  return (key, arg) => {
    if (key.length > maxKeyLength) return compute(arg);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = compute(arg);
    cache.set(key, value);
    return value;
  };
}
