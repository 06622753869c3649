import type { Db } from '../db/db';
import {
  createSession,
  findSession,
  revokeSession,
  touchSession,
  type SessionRecord,
} from '../modules/session/session-store';
import { findTokenByPlaintext, type TokenInfo } from '../modules/tokens/token-store';
import { ActorCache, type Clock } from './actor-cache';
import { REVOCATIONS_CHANNEL, announceRevocation } from './revocations';
import type { Actor } from './roles';

export interface SessionSettings {
  /** Absolute lifetime from sign-in. */
  lifetimeMs: number;
  /** A session unused this long is over. */
  idleMs: number;
}

type CachedSession = SessionRecord & { actor: Actor };

/** Last-seen is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

function actorOf(holder: Pick<TokenInfo, 'name' | 'role' | 'shopId'>): Actor {
  return {
    id: holder.name,
    name: holder.name,
    role: holder.role,
    shopId: holder.shopId ?? undefined,
  };
}

/**
 * Who a request acts as: bearer tokens for programs, server-side sessions for browsers.
 * The two never stand in for each other: a session id is looked up only among sessions,
 * a token only among tokens.
 */
export class Credentials {
  private readonly tokens: ActorCache<Actor>;
  private readonly sessions: ActorCache<CachedSession>;
  private readonly touchEveryMs: number;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly settings: SessionSettings,
    private readonly now: Clock = Date.now,
  ) {
    this.touchEveryMs = Math.min(TOUCH_EVERY_MS, settings.idleMs / 2);
    this.tokens = new ActorCache(async (token) => {
      const info = await findTokenByPlaintext(db, token);
      return info ? actorOf(info) : null;
    }, now);
    // A session loaded dead is cached as a miss, so a stale cookie costs no more than a guess.
    this.sessions = new ActorCache(async (id) => {
      const found = await findSession(db, id);
      return found && this.alive(found) ? { ...found, actor: actorOf(found) } : null;
    }, now);
  }

  /** Starts hearing revocations made by other instances sharing the database. */
  async open(): Promise<void> {
    // After a reconnect, revocations may have been missed: forget every cached holder.
    const forget = () => this.forget();
    this.unsubscribe = await this.db.subscribe(REVOCATIONS_CHANNEL, forget, forget);
  }

  async close(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The holder of a bearer token; null when unknown or revoked. */
  tokenActor(token: string): Promise<Actor | null> {
    return this.tokens.find(token);
  }

  /** The actor of a live session; null when unknown, revoked, expired or idle too long. */
  async sessionActor(id: string): Promise<Actor | null> {
    let session = await this.sessions.find(id);
    if (session && !this.alive(session)) {
      // The cached copy's last-seen may be behind another instance's: ask the database.
      this.sessions.forget(id);
      session = await this.sessions.find(id);
    }
    if (!session) return null;
    await this.touch(session);
    return session.actor;
  }

  /** Opens a session for a token (read fresh, not from the cache); null when it is not valid. */
  async signIn(token: string): Promise<{ id: string; actor: Actor; expiresAt: number } | null> {
    const info = await findTokenByPlaintext(this.db, token);
    if (!info) return null;
    const { id, expiresAt } = await createSession(this.db, {
      tokenId: info.id,
      actor: info.name,
      now: this.now(),
      lifetimeMs: this.settings.lifetimeMs,
    });
    return { id, actor: actorOf(info), expiresAt };
  }

  /** Revokes a session on the server: a copy of its cookie is refused from now on. */
  async signOut(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await revokeSession(tx, id, this.now())) await announceRevocation(tx, 'session');
    });
    this.forget();
  }

  /** Drops every cached lookup, e.g. after a revoke. */
  forget(): void {
    this.tokens.clear();
    this.sessions.clear();
  }

  private alive(session: SessionRecord): boolean {
    const now = this.now();
    return now < session.expiresAt && now - session.lastSeenAt < this.settings.idleMs;
  }

  private async touch(session: CachedSession): Promise<void> {
    const now = this.now();
    if (now - session.lastSeenAt < this.touchEveryMs) return;
    // Set before the write so concurrent requests of the session do not all write.
    session.lastSeenAt = now;
    try {
      await touchSession(this.db, session.idHash, now);
    } catch (err) {
      // Activity not recorded costs at most an earlier idle end; the request itself is fine.
      console.error('[auth] could not record session activity:', (err as Error).message);
    }
  }
}
