import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/db';
import type { AppEnv } from '../../http/app-env';
import { openDatabase } from '../../db/open-database';
import { newHarness } from '../../db/testing/harness-fixtures';
import { getDraft, putEntity } from '../drafts/draft-store';
import { createVersion } from '../versions/version-store';
import { loadSource } from '../shared/source';
import { SourceCache } from './source-cache';

// Counts loads: the cache's only way to a document is loadSource.
vi.mock('../shared/source', async (original) => {
  const actual = await original<typeof import('../shared/source')>();
  return { ...actual, loadSource: vi.fn(actual.loadSource) };
});
const loads = vi.mocked(loadSource);

describe('SourceCache', () => {
  let dir = '';
  let db: Db;
  let c: Context<AppEnv>;
  let id = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hs-source-cache-'));
    db = await openDatabase({ dataDir: dir });
    c = { var: { deps: { db } } } as unknown as Context<AppEnv>;
    id = (await newHarness(db)).id;
    await createVersion(db, id, { message: 'v1', actor: 'alice' });
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    loads.mockClear();
  });

  it('100 concurrent misses of a version load it once and share the document', async () => {
    const cache = new SourceCache();
    const docs = await Promise.all(Array.from({ length: 100 }, () => cache.load(c, id, '1')));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(new Set(docs).size).toBe(1);
  });

  it('100 concurrent misses of the draft load it once; an edit loads it once more', async () => {
    const cache = new SourceCache();
    const docs = await Promise.all(Array.from({ length: 100 }, () => cache.load(c, id, 'draft')));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(new Set(docs).size).toBe(1);
    const skill = (await getDraft(db, id)).entities.find((e) => e.kind === 'skill')!;
    await putEntity(
      db,
      id,
      'skill',
      skill.key,
      { ...(skill.value as object), instructions: 'edited' },
      { expectedRevision: skill.revision, actor: 'bob' },
    );
    const edited = await Promise.all(Array.from({ length: 50 }, () => cache.load(c, id, 'draft')));
    expect(loads).toHaveBeenCalledTimes(2);
    expect(edited[0]!.skills.find((s) => s.id === skill.key)?.instructions).toBe('edited');
    expect(await cache.load(c, id, 'draft')).toBe(edited[0]);
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('a failed load is shared by concurrent misses and not kept', async () => {
    const cache = new SourceCache();
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, () => cache.load(c, id, '9')),
    );
    expect(tries.every((t) => t.status === 'rejected')).toBe(true);
    expect(loads).toHaveBeenCalledTimes(1);
    await expect(cache.load(c, id, '9')).rejects.toThrow();
    expect(loads).toHaveBeenCalledTimes(2);
  });
});
