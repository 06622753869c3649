import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { LoadingCache } from '../cache/loading-cache';

const TTL_MS = 5_000;
const MISS_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;
const MAX_MISSES = 1_000;

/** Milliseconds since the epoch; tests pass a clock they can move. */
export type Clock = () => number;

/**
 * Credential lookups (tokens, session ids) cached for a few seconds: production agents call
 * on every viewer message and a database round trip per request was a fifth of delivery
 * time. Keys are hashes, so plaintext secrets are never kept. A revoke clears the cache at
 * once (this instance directly, others over the revocations channel); TTL_MS bounds how long
 * an instance that missed the announcement (lost LISTEN connection) keeps a revoked one:
 * use does not extend it.
 *
 * Unknown secrets go to a separate, smaller cache, so a burst of bad tokens evicts only
 * other bad tokens, never a valid holder.
 */
export class ActorCache<V extends object> {
  private readonly known: LoadingCache<V>;
  private readonly unknown: LRUCache<string, true>;

  constructor(
    private readonly lookup: (secret: string) => Promise<V | null>,
    now: Clock = Date.now,
  ) {
    // ttlResolution 0: read the clock on every check, so a moved test clock counts at once.
    const clock = { perf: { now }, ttlResolution: 0 };
    this.known = new LoadingCache<V>({ max: MAX_ENTRIES, ttl: TTL_MS, ...clock });
    this.unknown = new LRUCache<string, true>({ max: MAX_MISSES, ttl: MISS_TTL_MS, ...clock });
  }

  async find(secret: string): Promise<V | null> {
    const key = keyOf(secret);
    if (this.unknown.get(key)) return null;
    // A lookup in flight when clear() runs is not kept (LoadingCache drops it).
    const value = await this.known.get(key, async () => (await this.lookup(secret)) ?? undefined);
    // Briefly remembered, so one guess repeated cannot flood the database.
    if (value === undefined) this.unknown.set(key, true);
    return value ?? null;
  }

  /** Drops one entry, so the next find asks the database. */
  forget(secret: string): void {
    const key = keyOf(secret);
    this.known.delete(key);
    this.unknown.delete(key);
  }

  clear(): void {
    this.known.clear();
    this.unknown.clear();
  }
}

function keyOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64');
}
