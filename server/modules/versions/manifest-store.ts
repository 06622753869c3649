import { createHash } from 'node:crypto';
import {
  canonicalJson,
  contentHash,
  type EntityKind,
  type ManifestEntry,
} from '../../../src/harness';
import type { Db } from '../../db/db';
import { loadBlobs, storeBlobs } from './blob-store';

type Tuple = [EntityKind, string, string];

const MAX_CHUNK = 32;

/**
 * Where a chunk ends depends only on the entity's kind and key (about one in 8), never on
 * its content: editing one skill changes one chunk, adding one changes its neighbourhood.
 * So a version row and its new chunk stay small however many entities the harness has.
 */
function endsChunk(entry: ManifestEntry): boolean {
  return createHash('sha256').update(`${entry.kind}/${entry.key}`).digest()[0]! % 8 === 7;
}

export function chunkManifest(manifest: readonly ManifestEntry[]): Tuple[][] {
  const chunks: Tuple[][] = [];
  let current: Tuple[] = [];
  for (const e of manifest) {
    current.push([e.kind, e.key, e.hash]);
    if (endsChunk(e) || current.length >= MAX_CHUNK) {
      chunks.push(current);
      current = [];
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Stores the manifest as content-addressed chunks; returns what the version row keeps. */
export async function storeManifest(tx: Db, manifest: readonly ManifestEntry[]): Promise<string> {
  const chunks = chunkManifest(manifest).map((c) => ({
    hash: contentHash(c),
    body: canonicalJson(c),
  }));
  await storeBlobs(tx, chunks);
  return JSON.stringify(chunks.map((c) => c.hash));
}

/** The manifest a version row points at. */
export async function loadManifest(db: Db, stored: string): Promise<ManifestEntry[]> {
  const hashes = JSON.parse(stored) as string[];
  const chunks = await loadBlobs(db, hashes);
  return hashes.flatMap((h) =>
    (chunks.get(h) as Tuple[]).map(([kind, key, hash]) => ({ kind, key, hash })),
  );
}
