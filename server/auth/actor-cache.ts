import { createHash } from 'node:crypto';
import type { Actor } from './roles';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Token lookups cached for a few seconds: production agents call on every viewer message
 * and a database round trip per request was a fifth of delivery time. Keys are hashes, so
 * plaintext tokens are never kept. A revoke clears this process's cache at once; other
 * instances sharing PostgreSQL see it within TTL_MS.
 */
export class ActorCache {
  private readonly entries = new Map<string, { actor: Actor | null; until: number }>();

  constructor(private readonly lookup: (token: string) => Promise<Actor | null>) {}

  async find(token: string): Promise<Actor | null> {
    const key = createHash('sha256').update(token).digest('base64');
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.actor;
    const actor = await this.lookup(token);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    // Unknown tokens are cached too, but briefly, so guessing cannot flood the database.
    this.entries.set(key, { actor, until: now + (actor ? TTL_MS : 1_000) });
    return actor;
  }

  clear(): void {
    this.entries.clear();
  }
}
