import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';

const SECRET_NAME = 'viewer_hash';

/**
 * The secret viewer keys are hashed with: made once, kept in the database so every instance
 * (and every restart) hashes a viewer the same way. Two instances starting together both
 * insert; the first wins and both read it back.
 */
export async function loadViewerSecret(db: Db): Promise<Buffer> {
  await db.run(
    'INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
    [SECRET_NAME, randomBytes(32).toString('hex')],
  );
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = ?',
    [SECRET_NAME],
  );
  return Buffer.from(row!.value, 'hex');
}

/**
 * HMAC-SHA-256 of a viewer key, hex (128 bits kept): stable per viewer, useless to anyone
 * without the secret (a plain hash of a short key could be reversed by trying keys).
 */
export function hashViewer(secret: Buffer, key: string): string {
  return createHmac('sha256', secret).update(key, 'utf8').digest('hex').slice(0, 32);
}

/**
 * Whether a viewer falls in the sample: the hash's first 32 bits as a fraction of 2^32. It
 * is keyed by the secret, so it is independent of the split's bucket (sampling half the
 * viewers must not take them all from one arm), and a sampled viewer's turns are all kept.
 */
export function viewerSampled(hash: string, rate: number): boolean {
  return parseInt(hash.slice(0, 8), 16) / 2 ** 32 < rate;
}
