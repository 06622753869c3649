import { describe, expect, it } from 'vitest';
import { ActorCache } from './actor-cache';

interface Holder {
  name: string;
}

/** A credential store whose lookups are counted per secret, optionally held until released. */
function store(valid: readonly string[]) {
  const known = new Set(valid);
  const lookups = new Map<string, number>();
  let hold: Promise<void> | null = null;
  const lookup = async (secret: string): Promise<Holder | null> => {
    lookups.set(secret, (lookups.get(secret) ?? 0) + 1);
    if (hold) await hold;
    return known.has(secret) ? { name: secret } : null;
  };
  return {
    lookup,
    count: (secret: string) => lookups.get(secret) ?? 0,
    total: () => [...lookups.values()].reduce((a, b) => a + b, 0),
    /** Lookups wait until the returned function is called. */
    holdLookups: () => {
      let release = () => {};
      hold = new Promise<void>((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe('ActorCache', () => {
  it('10,000 distinct bad tokens do not evict a valid holder (and it still expires)', async () => {
    let now = 1_000_000;
    const s = store(['hs_valid']);
    const cache = new ActorCache(s.lookup, () => now);
    expect(await cache.find('hs_valid')).toEqual({ name: 'hs_valid' });
    for (let i = 0; i < 10_000; i++) expect(await cache.find(`hs_bad-${i}`)).toBeNull();
    expect(await cache.find('hs_valid')).toEqual({ name: 'hs_valid' });
    expect(s.count('hs_valid')).toBe(1);
    // Use does not extend the 5 s a revoked credential may outlive a missed announcement.
    now += 5_001;
    await cache.find('hs_valid');
    expect(s.count('hs_valid')).toBe(2);
  });

  it('a holder in use survives a flood of other valid holders', async () => {
    const others = Array.from({ length: 20_000 }, (_, i) => `hs_other-${i}`);
    const s = store(['hs_hot', ...others]);
    const cache = new ActorCache(s.lookup);
    await cache.find('hs_hot');
    for (const [i, other] of others.entries()) {
      await cache.find(other);
      if (i % 100 === 0) await cache.find('hs_hot');
    }
    expect(s.count('hs_hot')).toBe(1);
  });

  it('100 concurrent finds of one secret run one lookup; a revoke meanwhile is not undone', async () => {
    const s = store(['hs_shared']);
    const cache = new ActorCache(s.lookup);
    const release = s.holdLookups();
    const before = Array.from({ length: 100 }, () => cache.find('hs_shared'));
    await Promise.resolve();
    expect(s.count('hs_shared')).toBe(1);
    cache.clear(); // a revoke arrives while the lookup runs
    const after = cache.find('hs_shared');
    release();
    const results = await Promise.all(before);
    expect(new Set(results).size).toBe(1);
    expect(await after).toEqual({ name: 'hs_shared' });
    // The find after the revoke asked again, and only its answer is kept.
    expect(s.count('hs_shared')).toBe(2);
    await cache.find('hs_shared');
    expect(s.count('hs_shared')).toBe(2);
  });

  it('a failing lookup is shared by concurrent finds and not kept', async () => {
    let calls = 0;
    let failing = true;
    const cache = new ActorCache<Holder>(async (secret) => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      if (failing) throw new Error('database down');
      return { name: secret };
    });
    const finds = Array.from({ length: 50 }, () => cache.find('hs_x'));
    for (const f of finds) await expect(f).rejects.toThrow('database down');
    expect(calls).toBe(1);
    failing = false;
    expect(await cache.find('hs_x')).toEqual({ name: 'hs_x' });
    expect(calls).toBe(2);
  });

  it('unknown secrets are remembered briefly, and forget() drops one entry', async () => {
    let now = 1_000_000;
    const s = store(['hs_known']);
    const cache = new ActorCache(s.lookup, () => now);
    await Promise.all([cache.find('hs_guess'), cache.find('hs_guess')]);
    await cache.find('hs_guess');
    expect(s.count('hs_guess')).toBe(1);
    now += 1_001;
    await cache.find('hs_guess');
    expect(s.count('hs_guess')).toBe(2);
    await cache.find('hs_known');
    cache.forget('hs_known');
    await cache.find('hs_known');
    expect(s.count('hs_known')).toBe(2);
  });
});
