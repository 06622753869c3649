import type { Db } from '../../db/db';

/** Content-addressed bodies: each distinct entity value is stored once, however many versions use it. */
export interface Blob {
  /** `contentHash` of the value. */
  hash: string;
  /** Its canonical JSON. */
  body: string;
}

const CHUNK = 200;

/** Inserts the blobs not stored yet, in hash order so concurrent writers never deadlock. */
export async function storeBlobs(tx: Db, blobs: readonly Blob[]): Promise<void> {
  const unique = [...new Map(blobs.map((b) => [b.hash, b])).values()].sort((a, b) =>
    a.hash < b.hash ? -1 : 1,
  );
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK);
    await tx.run(
      `INSERT INTO blobs (hash, body, size) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}
       ON CONFLICT (hash) DO NOTHING`,
      chunk.flatMap((b) => [b.hash, b.body, Buffer.byteLength(b.body)]),
    );
  }
}

/** The parsed values of the given hashes; a missing blob is a broken database. */
export async function loadBlobs(db: Db, hashes: readonly string[]): Promise<Map<string, unknown>> {
  const wanted = [...new Set(hashes)];
  const out = new Map<string, unknown>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const chunk = wanted.slice(i, i + CHUNK);
    const rows = await db.query<{ hash: string; body: string }>(
      `SELECT hash, body FROM blobs WHERE hash IN (${chunk.map(() => '?').join(', ')})`,
      chunk,
    );
    for (const row of rows) out.set(row.hash, JSON.parse(row.body) as unknown);
  }
  const missing = wanted.filter((h) => !out.has(h));
  if (missing.length > 0) throw new Error(`Missing blobs: ${missing.join(', ')}`);
  return out;
}
