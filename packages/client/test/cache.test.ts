import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { cacheFile, readCache, writeCacheAtomically, type CacheFileBody } from '../src/cache-file';
import { createHarnessClient } from '../src';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'hs-client-unit-'));
  dirs.push(d);
  return d;
}

function cached(document: Record<string, unknown>, claimed = contentHash(document)): CacheFileBody {
  const body = {
    harnessId: 'h',
    version: 3,
    contentHash: claimed,
    createdAt: '2026-12-03T10:00:00Z',
    document,
    tools: [],
  };
  return {
    format: 1,
    savedAt: '2026-12-03T10:00:00Z',
    confirmedAt: Date.now() - 5_000,
    label: { version: 3, split: null },
    arms: [{ body: body as never, etag: '"x-3"' }],
  };
}

// Port 9 (discard) on loopback: nothing answers, the studio is unreachable.
const DOWN = 'http://127.0.0.1:9';

describe('the cache folder', () => {
  it('is written by rename, leaving no temporary file, and read back', async () => {
    const dir = folder();
    const path = cacheFile(dir, 'h', 'production', 'shop/1');
    await writeCacheAtomically(path, cached({ a: 1 }));
    await writeCacheAtomically(path, cached({ a: 2 }));
    expect(readdirSync(dir)).toEqual(['h.production.shop%2F1.json']);
    expect((await readCache(path))!.arms[0]!.body.document).toEqual({ a: 2 });
  });

  it('serves its document with its age when the studio is down', async () => {
    const dir = folder();
    await writeCacheAtomically(cacheFile(dir, 'h', 'production'), cached({ a: 1 }));
    const c = createHarnessClient({
      baseUrl: DOWN,
      harnessId: 'h',
      label: 'production',
      token: '',
      cacheDir: dir,
    });
    await c.start();
    expect(c.current('v')).toMatchObject({ version: 3, source: 'cache', document: { a: 1 } });
    expect(c.current('v')!.ageMs).toBeGreaterThanOrEqual(5_000);
    await c.close();
  });

  it('refuses a cache file whose document does not match its hash', async () => {
    const dir = folder();
    const path = cacheFile(dir, 'h', 'production');
    await writeCacheAtomically(path, cached({ a: 1 }));
    writeFileSync(path, readFileSync(path, 'utf8').replace('"a":1', '"a":2'));
    const c = createHarnessClient({
      baseUrl: DOWN,
      harnessId: 'h',
      label: 'production',
      token: '',
      cacheDir: dir,
    });
    const rejected: unknown[] = [];
    c.on('rejected', (e) => rejected.push(e));
    await c.start();
    expect(c.current()).toBeNull();
    expect(rejected).toHaveLength(1);
    await c.close();
  });
});
