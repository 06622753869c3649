import { createHash } from 'node:crypto';

const TTL_MS = 5_000;
const MISS_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

/**
 * The bench's baseline: the token cache as it was before lru-cache (commit bd91185,
 * server/auth/actor-cache.ts), kept here only to measure against. One map for known and
 * unknown secrets, no recency, cleared whole when full, no sharing of concurrent lookups.
 */
export class OldActorCache<V> {
  private readonly entries = new Map<string, { value: V | null; until: number }>();
  private generation = 0;

  constructor(
    private readonly lookup: (secret: string) => Promise<V | null>,
    private readonly now: () => number = Date.now,
  ) {}

  async find(secret: string): Promise<V | null> {
    const key = createHash('sha256').update(secret).digest('base64');
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    const generation = this.generation;
    const value = await this.lookup(secret);
    if (generation !== this.generation) return value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, until: this.now() + (value ? TTL_MS : MISS_TTL_MS) });
    return value;
  }

  forget(secret: string): void {
    this.entries.delete(createHash('sha256').update(secret).digest('base64'));
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
