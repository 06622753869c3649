/**
 * The shops bench's measurements inside one process, on an open database: storage per
 * overlay version, resolving one shop's document (cold and cached) through the delivery's
 * own cache, and the cost of a base publish with many shops against one with few.
 */
import type { Db } from '../../server/db/db';
import { ShopDeliveryCache } from '../../server/modules/delivery/shop-cache';
import { moveLabel } from '../../server/modules/labels/label-store';
import { createHarness } from '../../server/modules/harnesses/harness-store';
import { createVersion } from '../../server/modules/versions/version-store';
import { percentile } from '../../src/harness/evaluation/latency-stats';
import { sampleBase } from '../../server/sample-shops';
import { HARNESS, shopIdOf } from './populate';

export interface Spread {
  p50: number;
  p99: number;
  n: number;
}

export const spread = (values: number[]): Spread => ({
  p50: percentile(values, 50)!,
  p99: percentile(values, 99)!,
  n: values.length,
});

const one = async <T>(db: Db, sql: string): Promise<T> => (await db.query<T>(sql))[0]!;

export interface Storage {
  versions: number;
  /** overlay_versions with its primary key index, per row. */
  tableBytesPerVersion: number;
  /** The canonical overlay JSON alone, per row. */
  jsonBytesPerVersion: number;
  /** The audit record each save writes (before and after, as JSON), per save. */
  auditBytesPerSave: number;
}

export async function storage(db: Db): Promise<Storage> {
  const rows = await one<{ n: number | string; json: number | string }>(
    db,
    'SELECT COUNT(*) AS n, SUM(LENGTH(overlay)) AS json FROM overlay_versions',
  );
  const audit = await one<{ n: number | string; bytes: number | string }>(
    db,
    `SELECT COUNT(*) AS n, SUM(LENGTH(COALESCE(before_json, '')) + LENGTH(COALESCE(after_json, ''))) AS bytes
     FROM audit_log WHERE action = 'overlay.update'`,
  );
  const table =
    db.dialect === 'postgres'
      ? await one<{ bytes: number | string }>(
          db,
          "SELECT pg_total_relation_size('overlay_versions') AS bytes",
        )
      : await one<{ bytes: number | string }>(
          db,
          `SELECT SUM(pgsize) AS bytes FROM dbstat
           WHERE name IN ('overlay_versions', 'sqlite_autoindex_overlay_versions_1')`,
        );
  const n = Number(rows.n);
  return {
    versions: n,
    tableBytesPerVersion: Number(table.bytes) / n,
    jsonBytesPerVersion: Number(rows.json) / n,
    auditBytesPerSave: Number(audit.bytes) / Number(audit.n),
  };
}

export interface Resolve {
  /** Nothing cached: base version, shop row, overlay, merge, serialisation. */
  cold: Spread;
  /** The base version cached (as after the first shop), this shop not: the usual miss. */
  coldShop: Spread;
  /** Shop row and body cached: what every later request of the shop costs here. */
  cached: Spread;
  bodyBytes: number;
  /** What the cache keeps per shop (its own bytes spliced into the base's pieces). */
  cachedBytes: number;
}

/** Times the delivery's ShopDeliveryCache directly (no HTTP), on random shops. */
export async function resolveTimes(db: Db, shops: number, version: number): Promise<Resolve> {
  const pick = () => shopIdOf(Math.floor(Math.random() * shops));
  const cold: number[] = [];
  for (let i = 0; i < 30; i++) {
    const cache = new ShopDeliveryCache(db);
    const t0 = performance.now();
    await cache.body(await cache.shop(HARNESS, pick()), version);
    cold.push(performance.now() - t0);
  }
  const cache = new ShopDeliveryCache(db);
  await cache.body(await cache.shop(HARNESS, shopIdOf(0)), version);
  const coldShop: number[] = [];
  const seen: string[] = [];
  let bodyBytes = 0;
  const n = Math.min(1_000, shops - 1);
  for (let i = 0; i < n; i++) {
    const id = shopIdOf(1 + Math.floor((i * (shops - 1)) / n));
    const t0 = performance.now();
    const body = await cache.body(await cache.shop(HARNESS, id), version);
    coldShop.push(performance.now() - t0);
    bodyBytes += body.bytes.length;
    seen.push(id);
  }
  const cached: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const id of seen) {
      const t0 = performance.now();
      const shop = cache.cachedShop(HARNESS, id)!;
      if (!cache.cachedBody(shop, version)) throw new Error(`${id} fell out of the cache`);
      cached.push(performance.now() - t0);
    }
  }
  const stats = cache.bodyStats();
  return {
    cold: spread(cold),
    coldShop: spread(coldShop),
    cached: spread(cached),
    bodyBytes: bodyBytes / seen.length,
    cachedBytes: stats.bodyBytes / stats.bodies,
  };
}

export interface PublishCost {
  /** Moving production on the base with all the shops. */
  manyShops: Spread;
  /** The same move on a base with one shop, in the same database. */
  oneShop: Spread;
  /** Rows of shops, shop_tags and overlay_versions before and after all the moves. */
  shopRowsBefore: number;
  shopRowsAfter: number;
}

async function shopRows(db: Db): Promise<number> {
  let total = 0;
  for (const table of ['shops', 'shop_tags', 'overlay_versions']) {
    total += Number(
      (await one<{ n: number | string }>(db, `SELECT COUNT(*) AS n FROM ${table}`)).n,
    );
  }
  return total;
}

/** Moves production back and forth between versions 1 and 2, `moves` times on each base. */
export async function publishCost(db: Db, moves = 20): Promise<PublishCost> {
  const small = 'bench-one-shop';
  await createHarness(db, { id: small, document: sampleBase(), actor: 'bench' });
  for (const message of ['1', '2']) await createVersion(db, small, { message, actor: 'bench' });
  const before = await shopRows(db);
  const times: Record<string, number[]> = { [HARNESS]: [], [small]: [] };
  for (let i = 0; i < moves; i++) {
    for (const id of [HARNESS, small]) {
      const t0 = performance.now();
      await moveLabel(db, id, 'production', {
        version: 2 - (i % 2),
        reason: 'bench publish',
        actor: 'bench',
      });
      times[id]!.push(performance.now() - t0);
    }
  }
  // Leave the many-shops base on version 1, where the HTTP cases expect it.
  await moveLabel(db, HARNESS, 'production', { version: 1, reason: 'bench', actor: 'bench' });
  return {
    manyShops: spread(times[HARNESS]!),
    oneShop: spread(times[small]!),
    shopRowsBefore: before,
    shopRowsAfter: await shopRows(db),
  };
}
