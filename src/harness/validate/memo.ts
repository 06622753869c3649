/**
 * Remembers a pure function's results under a text key (e.g. the JSON of its argument), so
 * revalidating a harness after a small edit skips the unchanged tools and hooks. Bounded:
 * long keys are never kept, and the whole cache is forgotten once full.
 */
export function memoize<A, V>(
  limit: number,
  maxKeyLength: number,
  compute: (arg: A) => V,
): (key: string, arg: A) => V {
  const cache = new Map<string, V>();
  return (key, arg) => {
    if (key.length > maxKeyLength) return compute(arg);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = compute(arg);
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
    return value;
  };
}
