import { open, mkdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { agentCacheFileSchema, type AgentCacheFile } from '../../../src/harness/resolved-harness';

/** What the cache folder holds for one harness, label (and shop): the last good document. */
export type CacheFileBody = AgentCacheFile;

const safe = (s: string) => encodeURIComponent(s).replace(/\./g, '%2E');

export function cacheFile(dir: string, harnessId: string, label: string, shop?: string): string {
  return join(dir, `${safe(harnessId)}.${safe(label)}${shop ? `.${safe(shop)}` : ''}.json`);
}

/**
 * The hash over everything but the checksum and the documents: each document is checked
 * against the hash its body claims, which this covers, so hashing documents twice is spared.
 */
export function cacheChecksum(body: Omit<CacheFileBody, 'checksum'>): string {
  return contentHash({
    ...body,
    arms: body.arms.map(({ body: { document: _checkedByItsHash, ...rest }, etag }) => ({
      etag,
      body: rest,
    })),
  });
}

/**
 * A cache file that cannot be used, and why: unreadable or malformed (`cacheCorrupt`), or
 * well-formed but changed since it was written (`rejected`, with the label's version).
 */
export class CacheCorrupt extends Error {
  constructor(
    message: string,
    readonly tamperedVersion?: number,
  ) {
    super(message);
  }
}

/** The file, parsed and with its checksum right; null when there is none. */
export async function readCache(path: string): Promise<CacheFileBody | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new CacheCorrupt(`cannot be read: ${(err as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new CacheCorrupt('is not JSON (cut short, or not written by the client)');
  }
  const parsed = agentCacheFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CacheCorrupt(`is not a cache file: /${issue.path.join('/')} ${issue.message}`);
  }
  const { checksum, ...rest } = parsed.data;
  if (cacheChecksum(rest) !== checksum)
    throw new CacheCorrupt(
      'was changed after it was written (its checksum does not match)',
      rest.label.version,
    );
  return parsed.data;
}

let counter = 0;

/**
 * Write a temporary file beside it, fsync it, rename it over the old one, fsync the folder:
 * a crash at any point leaves the old file or the new one, never half of either.
 */
export async function writeCacheAtomically(path: string, body: CacheFileBody): Promise<void> {
  const dir = join(path, '..');
  await mkdir(dir, { recursive: true });
  const tmp = `${path}.${process.pid}.${++counter}.tmp`;
  const file = await open(tmp, 'w');
  try {
    await file.writeFile(JSON.stringify(body));
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(tmp, path);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  try {
    const d = await open(dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    // Some platforms cannot fsync a folder; the rename is still atomic.
  }
}
