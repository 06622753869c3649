import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { sampleHarness } from '../../../src/harness/sample';
import { harnessDocumentSchema } from '../../../src/harness/schema/document';
import {
  cacheChecksum,
  cacheFile,
  readCache,
  writeCacheAtomically,
  type CacheFileBody,
} from '../src/cache-file';
import { createHarnessClient, type HarnessClientEvents } from '../src';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'hs-client-unit-'));
  dirs.push(d);
  return d;
}

const sample = harnessDocumentSchema.parse(sampleHarness);
/** The sample with a temperature of its own: a document of its own. */
const doc = (temperature: number) => ({ ...sample, model: { ...sample.model, temperature } });

function cached(document: ReturnType<typeof doc>, claimed = contentHash(document)): CacheFileBody {
  const body = {
    harnessId: 'h',
    version: 3,
    contentHash: claimed,
    createdAt: '2026-12-03T10:00:00Z',
    document,
  };
  const content = {
    format: 2 as const,
    savedAt: '2026-12-03T10:00:00Z',
    confirmedAt: Date.now() - 5_000,
    label: { version: 3, split: null },
    arms: [{ body, etag: '"x-3"' }],
  };
  return { ...content, checksum: cacheChecksum(content) };
}

// Port 9 (discard) on loopback: nothing answers, the studio is unreachable.
const DOWN = 'http://127.0.0.1:9';

function downClient(cacheDir: string) {
  const c = createHarnessClient({
    baseUrl: DOWN,
    harnessId: 'h',
    label: 'production',
    token: '',
    cacheDir,
    exposures: false,
  });
  const seen: Partial<Record<keyof HarnessClientEvents, unknown[]>> = {};
  for (const name of ['rejected', 'cacheCorrupt', 'cacheWriteFailed'] as const)
    c.on(name, (e: unknown) => (seen[name] ??= []).push(e));
  return { c, seen };
}

describe('the cache folder', () => {
  it('is written by rename, leaving no temporary file, and read back', async () => {
    const dir = folder();
    const path = cacheFile(dir, 'h', 'production', 'shop/1');
    await writeCacheAtomically(path, cached(doc(0.11)));
    await writeCacheAtomically(path, cached(doc(0.22)));
    expect(readdirSync(dir)).toEqual(['h.production.shop%2F1.json']);
    expect((await readCache(path))!.arms[0]!.body.document).toEqual(doc(0.22));
  });

  it('serves its document with its age when the studio is down', async () => {
    const dir = folder();
    await writeCacheAtomically(cacheFile(dir, 'h', 'production'), cached(doc(0.11)));
    const { c } = downClient(dir);
    await c.start();
    expect(c.current('v')).toMatchObject({ version: 3, source: 'cache', document: doc(0.11) });
    expect(c.current('v')!.ageMs).toBeGreaterThanOrEqual(5_000);
    await c.close();
  });

  it('refuses a cache file whose document does not match its hash', async () => {
    const dir = folder();
    const path = cacheFile(dir, 'h', 'production');
    await writeCacheAtomically(path, cached(doc(0.11), 'sha256:other'));
    const { c, seen } = downClient(dir);
    await c.start();
    expect(c.current()).toBeNull();
    expect(seen.rejected).toEqual([
      expect.objectContaining({
        version: 3,
        source: 'cache',
        reason: expect.stringContaining(path),
      }),
    ]);
    await c.close();
  });

  // Each field a host uses, changed in the file as an editor (or a bad disk) would.
  const edits: [string, (text: string) => string][] = [
    ['the document', (t) => t.replace('"temperature":0.11', '"temperature":0.5')],
    ['the label version', (t) => t.replace('"label":{"version":3', '"label":{"version":4')],
    ['the label split', (t) => t.replace('"split":null', '"split":{"version":3,"percent":50}')],
    ['the confirmation time', (t) => t.replace(/"confirmedAt":\d+/, '"confirmedAt":1')],
    ['the content hash', (t) => t.replace(/"contentHash":"sha256:[0-9a-f]+"/, '"contentHash":"x"')],
    ['the harness', (t) => t.replace('"harnessId":"h"', '"harnessId":"g"')],
  ];
  for (const [what, edit] of edits) {
    it(`refuses a cache file whose ${what} was changed`, async () => {
      const dir = folder();
      const path = cacheFile(dir, 'h', 'production');
      await writeCacheAtomically(path, cached(doc(0.11)));
      const text = readFileSync(path, 'utf8');
      expect(edit(text)).not.toBe(text);
      writeFileSync(path, edit(text));
      const { c, seen } = downClient(dir);
      await c.start();
      expect(c.current()).toBeNull();
      expect(seen.rejected).toHaveLength(1);
      await c.close();
    });
  }

  it('says a cache file that is not one is corrupt, with its path and why', async () => {
    const dir = folder();
    const path = cacheFile(dir, 'h', 'production');
    writeFileSync(path, '{"format":2,"arms":[');
    const { c, seen } = downClient(dir);
    await c.start();
    expect(seen.cacheCorrupt).toEqual([{ path, reason: expect.stringMatching(/not JSON/) }]);
    await c.close();
  });
});
