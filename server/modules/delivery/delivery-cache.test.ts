import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, SqlParam } from '../../db/db';
import { openDatabase } from '../../db/open-database';
import { newHarness } from '../../db/testing/harness-fixtures';
import { createVersion } from '../versions/version-store';
import { moveLabel } from '../labels/label-store';
import { DeliveryCache } from './delivery-cache';

/** The database as the cache sees it: queries are recorded, and may be held after running. */
function watched(db: Db) {
  const queries: string[] = [];
  let hold: { match: RegExp; until: Promise<void> } | null = null;
  const wrapped: Db = {
    dialect: db.dialect,
    query: async <T>(sql: string, params?: readonly SqlParam[]) => {
      queries.push(sql);
      const rows = await db.query<T>(sql, params);
      if (hold?.match.test(sql)) await hold.until;
      return rows;
    },
    run: (sql, params) => db.run(sql, params),
    transaction: (fn, options) => db.transaction(fn, options),
    afterCommit: (fn) => db.afterCommit(fn),
    publish: (channel, payload) => db.publish(channel, payload),
    subscribe: (channel, listener, onResync) => db.subscribe(channel, listener, onResync),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    count: (match: RegExp) => queries.filter((q) => match.test(q)).length,
    /** Answers of matching queries wait (after reading) until the returned function is called. */
    holdAnswers(match: RegExp) {
      let release = () => {};
      hold = { match, until: new Promise<void>((r) => (release = r)) };
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const VERSIONS = /FROM versions/;
const LABELS = /FROM labels/;

describe('DeliveryCache', () => {
  let dir = '';
  let db: Db;
  let id = '';
  let bodyBytes = 0;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hs-delivery-cache-'));
    db = await openDatabase({ dataDir: dir });
    id = (await newHarness(db)).id;
    for (let i = 1; i <= 4; i++) await createVersion(db, id, { message: `v${i}`, actor: 'alice' });
    await moveLabel(db, id, 'production', { version: 1, reason: 'first', actor: 'alice' });
    const probe = new DeliveryCache(db);
    const body = await probe.body(id, 1);
    bodyBytes = body.bytes.length + body.etag.length;
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('100 concurrent misses of one body read and serialise it once', async () => {
    const w = watched(db);
    const cache = new DeliveryCache(w.db);
    const bodies = await Promise.all(Array.from({ length: 100 }, () => cache.body(id, 2)));
    const single = watched(db);
    await new DeliveryCache(single.db).body(id, 2);
    expect(w.count(VERSIONS)).toBe(single.count(VERSIONS));
    expect(new Set(bodies).size).toBe(1);
    expect(cache.cachedBody(id, 2)).toBe(bodies[0]);
  });

  it('bounds bodies by bytes, and a body in use outlives newer ones', async () => {
    const w = watched(db);
    const cache = new DeliveryCache(w.db, Math.floor(bodyBytes * 2.5));
    await cache.body(id, 1);
    const reads = w.count(VERSIONS);
    for (const other of [2, 3, 4]) {
      await cache.body(id, other);
      await cache.body(id, 1);
    }
    // Version 1 was read once though three others came after it; only two fit.
    expect(w.count(VERSIONS)).toBe(reads * 4);
    expect(cache.cachedBody(id, 1)).toBeDefined();
    expect(cache.cachedBody(id, 4)).toBeDefined();
    expect(cache.cachedBody(id, 2)).toBeUndefined();
    expect(cache.cachedBody(id, 3)).toBeUndefined();
  });

  it('a label move announced while the labels load is not undone by the late answer', async () => {
    const w = watched(db);
    const cache = new DeliveryCache(w.db);
    await cache.start();
    try {
      expect((await cache.label(id, 'production'))?.version).toBe(1);
      const moved = (version: number) =>
        new Promise<void>((resolve) =>
          cache.moves.on(id, (e: { version: number }) => e.version === version && resolve()),
        );
      const toTwo = moved(2);
      await moveLabel(db, id, 'production', { version: 2, reason: 'warm', actor: 'alice' });
      await toTwo;
      const release = w.holdAnswers(LABELS);
      const early = cache.label(id, 'production'); // reads version 2, answers late
      await new Promise((r) => setTimeout(r, 20));
      const toThree = moved(3);
      await moveLabel(db, id, 'production', { version: 3, reason: 'meanwhile', actor: 'alice' });
      await toThree;
      release();
      expect((await early)?.version).toBe(2);
      expect(cache.cachedLabel(id, 'production')).toBeUndefined();
      expect((await cache.label(id, 'production'))?.version).toBe(3);
    } finally {
      await cache.close();
    }
  });

  it('concurrent misses of an unknown harness ask once, and the failure is not kept', async () => {
    const w = watched(db);
    const cache = new DeliveryCache(w.db);
    const missing = 'not-yet-' + id;
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, () => cache.harness(missing)),
    );
    expect(tries.every((t) => t.status === 'rejected')).toBe(true);
    expect(w.count(/FROM harnesses/)).toBe(1);
    expect((await cache.harness(id)).id).toBe(id);
    await expect(cache.harness(missing)).rejects.toThrow();
    expect(w.count(/FROM harnesses/)).toBe(3);
  });

  it('invalidateAll() drops labels, harnesses and bodies', async () => {
    const cache = new DeliveryCache(db);
    await Promise.all([cache.harness(id), cache.label(id, 'production'), cache.body(id, 1)]);
    expect(cache.cachedHarness(id)).toBeDefined();
    cache.invalidateAll();
    expect(cache.cachedHarness(id)).toBeUndefined();
    expect(cache.cachedLabel(id, 'production')).toBeUndefined();
    expect(cache.cachedBody(id, 1)).toBeUndefined();
  });
});
