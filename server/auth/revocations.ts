import type { Db } from '../db/db';

/**
 * Announced when a session or a token is revoked. Every instance sharing the database (over
 * NOTIFY on PostgreSQL) drops its cached credentials, so a revoked one stops working there
 * at once rather than when its cache entry runs out.
 */
export const REVOCATIONS_CHANNEL = 'hs_auth_revoked';

/** Delivered when the caller's transaction commits. The payload names no secret. */
export async function announceRevocation(tx: Db, kind: 'session' | 'token'): Promise<void> {
  await tx.publish(REVOCATIONS_CHANNEL, kind);
}
