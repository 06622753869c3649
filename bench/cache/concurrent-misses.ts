/**
 * N concurrent misses of one key, in this process on a fresh SQLite file: the delivery body
 * of a version (read + serialise) and the preview's source of the draft (read + parse +
 * validate) and of a version. "Before" gives every request a cache of its own, which is what
 * the old maps did for concurrent misses (all of them missed and loaded); "after" is one
 * cache shared by all. Loads are counted by their SQL, serialisations by JSON.stringify of a
 * delivery body.
 */
import type { Context } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from '../../src/harness/evaluation/latency-stats';
import type { AppEnv } from '../../server/http/app-env';
import { openDatabase } from '../../server/db/open-database';
import { seedSampleHarness, SAMPLE_HARNESS_ID } from '../../server/seed-sample';
import { createVersion } from '../../server/modules/versions/version-store';
import { DeliveryCache } from '../../server/modules/delivery/delivery-cache';
import { SourceCache } from '../../server/modules/preview/source-cache';
import { watchQueries } from './watch-queries';

const VERSION_READ = /FROM versions WHERE harness_id = \? AND number = \?/;
const DRAFT_READ = /FROM draft_entities WHERE harness_id = \? AND deleted = 0/;

export interface MissRow {
  what: string;
  strategy: 'before' | 'after';
  requests: number;
  loads: number;
  serialisations: number | null;
  /** Time to serve all requests. */
  ms: number;
  /** Time to serve a single miss (median of 7), same run. */
  singleMs: number;
}

interface Subject {
  what: string;
  load: string;
  count: () => number;
  /** One request against `cache` (made by `fresh`). */
  serve: (cache: unknown) => Promise<unknown>;
  fresh: () => unknown;
  serialised: boolean;
}

export async function concurrentMisses(requests: number): Promise<MissRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hs-cache-misses-'));
  const raw = await openDatabase({ dataDir: dir });
  const queries: string[] = [];
  const db = watchQueries(raw, (sql) => queries.push(sql));
  let serialisations = 0;
  const stringify = JSON.stringify;
  JSON.stringify = ((value: unknown, ...rest: []) => {
    if (value && typeof value === 'object' && 'tools' in value && 'contentHash' in value)
      serialisations++;
    return stringify(value, ...rest);
  }) as typeof JSON.stringify;
  try {
    await seedSampleHarness(db);
    await createVersion(db, SAMPLE_HARNESS_ID, { message: 'cache bench', actor: 'bench' });
    const c = { var: { deps: { db } } } as unknown as Context<AppEnv>;
    const counter = (re: RegExp) => () => queries.filter((q) => re.test(q)).length;
    const subjects: Subject[] = [
      {
        what: 'delivery body (version 1)',
        load: 'version read',
        count: counter(VERSION_READ),
        fresh: () => new DeliveryCache(db),
        serve: (cache) => (cache as DeliveryCache).body(SAMPLE_HARNESS_ID, 1),
        serialised: true,
      },
      {
        what: 'preview source (draft)',
        load: 'draft read + validate',
        count: counter(DRAFT_READ),
        fresh: () => new SourceCache(),
        serve: (cache) => (cache as SourceCache).load(c, SAMPLE_HARNESS_ID, 'draft'),
        serialised: false,
      },
      {
        what: 'preview source (version 1)',
        load: 'version read',
        count: counter(VERSION_READ),
        fresh: () => new SourceCache(),
        serve: (cache) => (cache as SourceCache).load(c, SAMPLE_HARNESS_ID, '1'),
        serialised: false,
      },
    ];
    const rows: MissRow[] = [];
    for (const s of subjects) {
      await s.serve(s.fresh()); // warm-up: code paths, statements, page cache
      // One miss costs the same under either strategy: the median of a few.
      const singles: number[] = [];
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        await s.serve(s.fresh());
        singles.push(performance.now() - start);
      }
      const singleMs = percentile(singles, 50)!;
      for (const strategy of ['before', 'after'] as const) {
        const shared = s.fresh();
        const [loads0, ser0] = [s.count(), serialisations];
        const start = performance.now();
        await Promise.all(
          Array.from({ length: requests }, () =>
            s.serve(strategy === 'after' ? shared : s.fresh()),
          ),
        );
        const ms = performance.now() - start;
        rows.push({
          what: `${s.what}: ${s.load}`,
          strategy,
          requests,
          loads: s.count() - loads0,
          serialisations: s.serialised ? serialisations - ser0 : null,
          ms,
          singleMs,
        });
      }
    }
    return rows;
  } finally {
    JSON.stringify = stringify;
    await raw.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
