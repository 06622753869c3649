import { createHash } from 'node:crypto';

const TTL_MS = 5_000;
const MISS_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

/** Milliseconds since the epoch; tests pass a clock they can move. */
export type Clock = () => number;

/**
 * Credential lookups (tokens, session ids) cached for a few seconds: production agents call
 * on every viewer message and a database round trip per request was a fifth of delivery
 * time. Keys are hashes, so plaintext secrets are never kept. A revoke clears the cache at
 * once (this instance directly, others over the revocations channel); TTL_MS bounds how long
 * an instance that missed the announcement (lost LISTEN connection) keeps a revoked one.
 */
export class ActorCache<V> {
  private readonly entries = new Map<string, { value: V | null; until: number }>();
  /** Bumped by clear(): a lookup that started before a revoke must not be kept after it. */
  private generation = 0;

  constructor(
    private readonly lookup: (secret: string) => Promise<V | null>,
    private readonly now: Clock = Date.now,
  ) {}

  async find(secret: string): Promise<V | null> {
    const key = keyOf(secret);
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    const generation = this.generation;
    const value = await this.lookup(secret);
    if (generation !== this.generation) return value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    // Unknown secrets are cached too, but briefly, so guessing cannot flood the database.
    this.entries.set(key, { value, until: this.now() + (value ? TTL_MS : MISS_TTL_MS) });
    return value;
  }

  /** Drops one entry, so the next find asks the database. */
  forget(secret: string): void {
    this.entries.delete(keyOf(secret));
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

function keyOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64');
}
