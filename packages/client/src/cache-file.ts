import { open, mkdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { LabelState, ResolvedBody } from './client';

/** What the cache folder holds for one harness, label (and shop): the last good document. */
export interface CacheFileBody {
  format: 1;
  savedAt: string;
  /** When the studio last confirmed it (ms since the epoch): a restart keeps the age. */
  confirmedAt: number;
  label: LabelState;
  arms: { body: ResolvedBody; etag: string | null }[];
}

const safe = (s: string) => encodeURIComponent(s).replace(/\./g, '%2E');

export function cacheFile(dir: string, harnessId: string, label: string, shop?: string): string {
  return join(dir, `${safe(harnessId)}.${safe(label)}${shop ? `.${safe(shop)}` : ''}.json`);
}

export async function readCache(path: string): Promise<CacheFileBody | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  const body = JSON.parse(text) as CacheFileBody;
  return body.format === 1 && Array.isArray(body.arms) ? body : null;
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
