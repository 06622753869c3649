import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { NotFound, invalidField } from '../../db/store-errors';
import { ROLES, type Role } from '../../auth/roles';
import { appendAudit } from '../audit/audit-store';
import { announceRevocation } from '../../auth/revocations';
import { revokeTokenSessions } from '../session/session-store';

/** What is kept about a token: never the token itself, only its sha256. */
export interface TokenInfo {
  id: string;
  name: string;
  role: Role;
  /** Required for merchants: the one shop they may see. */
  shopId: string | null;
  createdAt: string;
  revokedAt: string | null;
}

export interface CreateTokenInput {
  name: string;
  role: Role;
  shopId?: string | null;
  /** Who creates it, for the audit log; `system` for the command line. */
  actor?: string;
}

interface TokenRow {
  id: string;
  name: string;
  role: string;
  shop_id: string | null;
  created_at: string;
  revoked_at: string | null;
}

const TOKEN_PREFIX = 'hs_';
const INFO_COLUMNS = 'id, name, role, shop_id, created_at, revoked_at';

export function hashToken(plaintext: string): string {
  return createHash('sha256').update(plaintext, 'utf8').digest('hex');
}

function toInfo(row: TokenRow): TokenInfo {
  return {
    id: row.id,
    name: row.name,
    role: row.role as Role,
    shopId: row.shop_id,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

/** Creates a token; `plaintext` is returned this once and cannot be recovered later. */
export async function createToken(
  db: Db,
  input: CreateTokenInput,
): Promise<{ token: TokenInfo; plaintext: string }> {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) {
    throw invalidField('/name', 'token.name', 'Give the token a name of 1-100 characters.');
  }
  if (!(ROLES as readonly string[]).includes(input.role)) {
    throw invalidField('/role', 'token.role', `Choose a role: ${ROLES.join(', ')}.`);
  }
  const shopId = input.shopId ?? null;
  if (input.role === 'merchant' && !shopId) {
    throw invalidField(
      '/shopId',
      'token.shop_required',
      'A merchant token needs the shop it may see.',
    );
  }
  if (shopId !== null && !/^[a-z0-9][a-z0-9-]{0,63}$/.test(shopId)) {
    throw invalidField('/shopId', 'token.shop_id', 'Use lowercase letters, digits and hyphens.');
  }
  const plaintext = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const id = 'tok_' + randomBytes(8).toString('hex');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<TokenRow>(
      `INSERT INTO tokens (id, name, role, shop_id, token_hash, created_at)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING ${INFO_COLUMNS}`,
      [id, name, input.role, shopId, hashToken(plaintext), nowIso()],
    );
    const token = toInfo(row!);
    await appendAudit(tx, {
      actor: input.actor ?? 'system',
      action: 'token.create',
      entity: `token/${id}`,
      after: token,
    });
    return { token, plaintext };
  });
}

/** The holder of a plaintext token; null when unknown or revoked. */
export async function findTokenByPlaintext(db: Db, plaintext: string): Promise<TokenInfo | null> {
  if (!plaintext.startsWith(TOKEN_PREFIX) || plaintext.length > 200) return null;
  const [row] = await db.query<TokenRow>(
    `SELECT ${INFO_COLUMNS} FROM tokens WHERE token_hash = ? AND revoked_at IS NULL`,
    [hashToken(plaintext)],
  );
  return row ? toInfo(row) : null;
}

/** Every token, newest first (revoked ones too unless asked not to). */
export async function listTokens(
  db: Db,
  options: { includeRevoked?: boolean } = {},
): Promise<TokenInfo[]> {
  const rows = await db.query<TokenRow>(
    `SELECT ${INFO_COLUMNS} FROM tokens ${options.includeRevoked === false ? 'WHERE revoked_at IS NULL' : ''}
     ORDER BY created_at DESC, id DESC`,
  );
  return rows.map(toInfo);
}

/** Revokes a token and its sessions at once; revoking twice keeps the first time. */
export async function revokeToken(
  db: Db,
  id: string,
  options: { actor?: string } = {},
): Promise<TokenInfo> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<TokenRow>(
      `UPDATE tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL RETURNING ${INFO_COLUMNS}`,
      [nowIso(), id],
    );
    if (!row) {
      const [existing] = await tx.query<TokenRow>(
        `SELECT ${INFO_COLUMNS} FROM tokens WHERE id = ?`,
        [id],
      );
      if (!existing) throw new NotFound(`There is no token "${id}".`);
      return toInfo(existing);
    }
    // Its browser sessions end with it; every instance drops its cached lookups at commit.
    await revokeTokenSessions(tx, id, Date.parse(row.revoked_at!));
    await announceRevocation(tx, 'token');
    await appendAudit(tx, {
      actor: options.actor ?? 'system',
      action: 'token.revoke',
      entity: `token/${id}`,
      before: { revokedAt: null },
      after: { revokedAt: row.revoked_at },
    });
    return toInfo(row);
  });
}
