import { describe, expect, it } from 'vitest';
import { LoadingCache } from './loading-cache';

/** A load that resolves when the test says so, counting how often it ran. */
function gate<V>() {
  let open: (value: V) => void = () => {};
  let fail: (err: Error) => void = () => {};
  const state = { loads: 0 };
  const load = () => {
    state.loads++;
    return new Promise<V>((resolve, reject) => {
      open = resolve;
      fail = reject;
    });
  };
  return { state, load, open: (v: V) => open(v), fail: (e: Error) => fail(e) };
}

describe('LoadingCache', () => {
  it('keeps an entry in use through a flood of other keys', async () => {
    const cache = new LoadingCache<{ key: string }>({ max: 100 });
    let loads = 0;
    const load = (key: string) => () => Promise.resolve({ key, n: ++loads });
    await cache.get('hot', load('hot'));
    for (let i = 0; i < 10_000; i++) {
      await cache.get(`cold-${i}`, load(`cold-${i}`));
      if (i % 50 === 0) expect(cache.cached('hot')).toBeDefined();
    }
    const before = loads;
    await cache.get('hot', load('hot'));
    expect(loads).toBe(before);
    expect(cache.size).toBe(100);
  });

  it('100 concurrent misses of one key run one load and share its result', async () => {
    const cache = new LoadingCache<{ value: number }>({ max: 10 });
    const g = gate<{ value: number }>();
    const all = Promise.all(Array.from({ length: 100 }, () => cache.get('k', g.load)));
    await Promise.resolve();
    g.open({ value: 42 });
    const results = await all;
    expect(g.state.loads).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toEqual({ value: 42 });
    expect(cache.cached('k')).toBe(results[0]);
  });

  it('a failed load is not kept: every waiter sees the error, the next get loads again', async () => {
    const cache = new LoadingCache<{ value: number }>({ max: 10 });
    const g = gate<{ value: number }>();
    const waiting = Array.from({ length: 5 }, () => cache.get('k', g.load));
    await Promise.resolve();
    g.fail(new Error('database down'));
    for (const w of waiting) await expect(w).rejects.toThrow('database down');
    expect(cache.cached('k')).toBeUndefined();
    const again = cache.get('k', g.load);
    await Promise.resolve();
    g.open({ value: 1 });
    expect(await again).toEqual({ value: 1 });
    expect(g.state.loads).toBe(2);
  });

  it('a load that throws at once is not kept in flight', async () => {
    const cache = new LoadingCache<{ value: number }>({ max: 10 });
    const boom = () => {
      throw new Error('sync');
    };
    await expect(cache.get('k', boom)).rejects.toThrow('sync');
    expect(await cache.get('k', () => Promise.resolve({ value: 2 }))).toEqual({ value: 2 });
  });

  it('an undefined result is returned but not kept', async () => {
    const cache = new LoadingCache<{ value: number }>({ max: 10 });
    let loads = 0;
    const nothing = () => Promise.resolve((loads++, undefined));
    expect(await cache.get('k', nothing)).toBeUndefined();
    expect(await cache.get('k', nothing)).toBeUndefined();
    expect(loads).toBe(2);
  });

  it('a load in flight when its key is deleted or the cache cleared is not kept', async () => {
    for (const invalidate of ['delete', 'clear'] as const) {
      const cache = new LoadingCache<{ value: string }>({ max: 10 });
      const stale = gate<{ value: string }>();
      const first = cache.get('k', stale.load);
      await Promise.resolve();
      if (invalidate === 'delete') cache.delete('k');
      else cache.clear();
      // A get after the invalidation does not join the stale load.
      const fresh = cache.get('k', () => Promise.resolve({ value: 'new' }));
      stale.open({ value: 'old' });
      expect(await first).toEqual({ value: 'old' });
      expect(await fresh).toEqual({ value: 'new' });
      expect(cache.cached('k'), invalidate).toEqual({ value: 'new' });
    }
  });

  it('expires entries after their ttl on the given clock', async () => {
    let now = 1_000_000;
    const cache = new LoadingCache<{ value: number }>({
      max: 10,
      ttl: 5_000,
      ttlResolution: 0,
      perf: { now: () => now },
    });
    let loads = 0;
    const load = () => Promise.resolve({ value: ++loads });
    await cache.get('k', load);
    now += 4_999;
    expect((await cache.get('k', load)).value).toBe(1);
    now += 2;
    expect((await cache.get('k', load)).value).toBe(2);
  });

  it('bounds by size when given one', async () => {
    const cache = new LoadingCache<{ bytes: Buffer }>({
      maxSize: 1_000,
      sizeCalculation: (v) => v.bytes.length,
    });
    for (let i = 0; i < 10; i++)
      await cache.get(`b${i}`, async () => ({ bytes: Buffer.alloc(300) }));
    expect(cache.size).toBe(3);
    expect(cache.cached('b9')).toBeDefined();
    expect(cache.cached('b0')).toBeUndefined();
  });
});
