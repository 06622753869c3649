import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import type { Role } from '../../auth/roles';
import { appendAudit } from '../audit/audit-store';

/** A live session as read from the database, with its token's holder. */
export interface SessionRecord {
  idHash: string;
  tokenId: string;
  /** The token's name, role and shop: who the session acts as. */
  name: string;
  role: Role;
  shopId: string | null;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

interface SessionRow {
  id_hash: string;
  token_id: string;
  name: string;
  role: string;
  shop_id: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

// 32 random bytes in base64url: 43 characters, no padding.
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** What is stored instead of the id: its sha256, as for tokens. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Opens a session for a token; the returned id is the only copy of the plaintext. Sessions
 * that expired a day ago are deleted on the way, so the table does not grow for ever.
 */
export async function createSession(
  db: Db,
  input: { tokenId: string; actor: string; now: number; lifetimeMs: number },
): Promise<{ id: string; expiresAt: number }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = input.now + input.lifetimeMs;
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM sessions WHERE expires_at < ?', [iso(input.now - 86_400_000)]);
    await tx.run(
      `INSERT INTO sessions (id_hash, token_id, created_at, last_seen_at, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
      [hashSessionId(id), input.tokenId, iso(input.now), iso(input.now), iso(expiresAt)],
    );
    // Who signed in with which token; never the session id or its hash.
    await appendAudit(tx, {
      actor: input.actor,
      action: 'session.start',
      entity: `token/${input.tokenId}`,
      after: { expiresAt: iso(expiresAt) },
    });
  });
  return { id, expiresAt };
}

/**
 * The session an id names, when neither it nor its token is revoked; null otherwise. Expiry
 * and idleness are the caller's to judge, against its clock.
 */
export async function findSession(db: Db, id: string): Promise<SessionRecord | null> {
  if (!SESSION_ID.test(id)) return null;
  const [row] = await db.query<SessionRow>(
    `SELECT s.id_hash, s.token_id, t.name, t.role, t.shop_id,
            s.created_at, s.last_seen_at, s.expires_at
     FROM sessions s JOIN tokens t ON t.id = s.token_id
     WHERE s.id_hash = ? AND s.revoked_at IS NULL AND t.revoked_at IS NULL`,
    [hashSessionId(id)],
  );
  if (!row) return null;
  return {
    idHash: row.id_hash,
    tokenId: row.token_id,
    name: row.name,
    role: row.role as Role,
    shopId: row.shop_id,
    createdAt: Date.parse(row.created_at),
    lastSeenAt: Date.parse(row.last_seen_at),
    expiresAt: Date.parse(row.expires_at),
  };
}

/** Records activity; never moves last-seen backwards (another instance may be ahead). */
export async function touchSession(db: Db, idHash: string, now: number): Promise<void> {
  await db.run(
    'UPDATE sessions SET last_seen_at = ? WHERE id_hash = ? AND last_seen_at < ? AND revoked_at IS NULL',
    [iso(now), idHash, iso(now)],
  );
}

/** Ends one session (signing out), in the audit log too; true when it was live. */
export async function revokeSession(db: Db, id: string, now: number): Promise<boolean> {
  if (!SESSION_ID.test(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ token_id: string; name: string }>(
      `UPDATE sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL
       RETURNING token_id, (SELECT name FROM tokens WHERE tokens.id = sessions.token_id) AS name`,
      [iso(now), hashSessionId(id)],
    );
    if (!row) return false;
    await appendAudit(tx, {
      actor: row.name,
      action: 'session.end',
      entity: `token/${row.token_id}`,
    });
    return true;
  });
}

/** Ends every session a token opened (inside the token's revoke transaction). */
export async function revokeTokenSessions(db: Db, tokenId: string, now: number): Promise<void> {
  await db.run('UPDATE sessions SET revoked_at = ? WHERE token_id = ? AND revoked_at IS NULL', [
    iso(now),
    tokenId,
  ]);
}
