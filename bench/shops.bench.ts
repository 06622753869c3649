/**
 * Many shops on one base: with N shop overlays at each scale (default 10,000 then
 * 100,000, one database grown from one to the next) on SQLite and on PostgreSQL (a throwaway
 * cluster, when initdb is installed):
 *
 * - storage per overlay version;
 * - resolving one shop's document through the delivery cache: cold, a new shop on a warm
 *   base, cached; and what the cache keeps per shop;
 * - the cost of a base publish with N shops against a base with one (and that it writes no
 *   shop row), at the largest scale;
 * - delivery req/s over HTTP for random shops against the single-shop path measured in the
 *   same run (goal >= 0.8x), and the studio's memory with every shop's body cached (goal
 *   < 1 GB at 100,000 shops);
 * - push fan-out: S open label streams (`/events?shop=`) on one instance, time from a base
 *   publish to each stream's event (P50/P99/last), and memory per open stream.
 *
 *   npx tsx bench/shops.bench.ts [--shops 10000,100000] [--streams 10000] [--duration 8]
 *                               [--connections 10] [--publishes 3] [--rounds 2]
 *                               [--databases sqlite,postgres]
 *
 * The studio under load is a child process (`node --import tsx server/main.ts`, local auth);
 * the stores and the delivery cache are timed in this process. The exit code is 1 when a goal
 * is missed at any scale.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open-database';
import { findPostgresBin, startPostgresCluster } from '../server/db/testing/postgres-cluster';
import { killChildren, startChild } from './delivery/child-processes';
import { expectStatus, request } from './delivery/http-client';
import { deliveryRounds, type DeliveryRounds } from './shops/delivery-rounds';
import { publishCost, resolveTimes, storage, type Spread } from './shops/in-process';
import { HARNESS, populate, shopIdOf } from './shops/populate';
import { fanOut } from './shops/streams';

const HARD_LIMIT_MS = 45 * 60_000;
const GOAL = 0.8;
const RSS_GOAL_MB = 1024;

const ms = (s: Spread) => `${s.p50.toFixed(2)} / ${s.p99.toFixed(2)}`;
const fmt = (n: number, digits = 0) => n.toFixed(digits);
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

async function main(): Promise<void> {
  const { values: opts } = parseArgs({
    options: {
      shops: { type: 'string', default: '10000,100000' },
      streams: { type: 'string', default: '10000' },
      duration: { type: 'string', default: '8' },
      connections: { type: 'string', default: '10' },
      publishes: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '2' },
      databases: { type: 'string', default: 'sqlite,postgres' },
    },
  });
  const scales = opts.shops
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  const shops = scales[scales.length - 1]!;
  const streams = Number(opts.streams);
  const guard = setTimeout(() => {
    console.error('The benchmark took too long; stopping.');
    killChildren();
    process.exit(1);
  }, HARD_LIMIT_MS);
  console.log(
    `# shops bench: ${scales.join(', ')} shops, ${streams} streams; ${cpus().length} x ${cpus()[0]?.model}, ` +
      `Node ${process.version}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  let ok = true;
  try {
    for (const dialect of opts.databases.split(',')) {
      if (dialect === 'postgres' && !findPostgresBin()) {
        console.log('\n## postgres: skipped (no initdb installed)');
        continue;
      }
      ok = (await runOn(dialect as 'sqlite' | 'postgres')) && ok;
    }
  } finally {
    clearTimeout(guard);
    killChildren();
  }
  process.exit(ok ? 0 : 1);

  async function runOn(dialect: 'sqlite' | 'postgres'): Promise<boolean> {
    console.log(`\n## ${dialect}`);
    const dir = mkdtempSync(join(tmpdir(), 'hs-shops-bench-'));
    const cluster = dialect === 'postgres' ? await startPostgresCluster(findPostgresBin()!) : null;
    const env: Record<string, string> = {
      ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      DATA_DIR: dir,
      STUDIO_AUTH: 'local',
      SEED_SAMPLE: '0',
    };
    const summary: { scale: number; http: DeliveryRounds }[] = [];
    try {
      let populated = 0;
      for (const scale of scales) {
        summary.push({ scale, http: await runScale(scale, populated) });
        populated = scale;
      }
      console.log(
        `\n### ${dialect}: goals (baseline: the single-shop path and the idle studio, same run)\n` +
          '\n| shops | random / single req/s | goal | | studio RSS, idle -> every shop cached | goal | |' +
          '\n| ---: | ---: | --- | --- | ---: | --- | --- |',
      );
      let met = true;
      for (const { scale, http } of summary) {
        const fast = http.ratio >= GOAL;
        const small = http.rssWarm < RSS_GOAL_MB;
        met = met && fast && small;
        console.log(
          `| ${scale} | ${fmt(http.ratio, 2)} (CPU ${fmt(http.cpuRatio, 2)}) | >= ${GOAL} | ${verdict(fast)} | ` +
            `${fmt(http.rssIdle)} -> ${fmt(http.rssWarm)} MB | < ${RSS_GOAL_MB} MB | ${verdict(small)} |`,
        );
      }
      if (streams > 0) {
        // Push fan-out, on a fresh instance: the load's garbage would blur its memory.
        const fresh = await startChild('server/main.ts', [], env, '/api/v1/health');
        try {
          await fanOutOn(fresh.baseUrl, fresh.child.pid!);
        } finally {
          await fresh.stop();
        }
      }
      return met;
    } finally {
      cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
    }

    async function runScale(scale: number, from: number): Promise<DeliveryRounds> {
      console.log(`\n### ${dialect}, ${scale} shops`);
      // 1. The stores and the delivery cache, in this process.
      const db = await openDatabase({ databaseUrl: cluster?.url, dataDir: dir });
      const t0 = performance.now();
      const { saveMs } = await populate(db, scale, from);
      const populateS = (performance.now() - t0) / 1_000;
      saveMs.sort((a, b) => a - b);
      const stored = await storage(db);
      const resolve = await resolveTimes(db, scale, 1);
      const publish = scale === shops ? await publishCost(db) : null;
      await db.close();
      console.log(
        `populated ${scale - from} shops in ${fmt(populateS, 1)} s; overlay save P50 ${fmt(saveMs[saveMs.length >> 1]!, 2)} ms`,
      );
      console.log('\n| figure | value |\n| --- | --- |');
      console.log(`| overlay versions | ${stored.versions} |`);
      console.log(
        `| storage per overlay version: table + key / JSON / audit record | ${fmt(stored.tableBytesPerVersion)} / ${fmt(stored.jsonBytesPerVersion)} / ${fmt(stored.auditBytesPerSave)} bytes |`,
      );
      console.log(
        `| resolved body per shop, as sent / as cached (its own bytes) | ${fmt(resolve.bodyBytes)} / ${fmt(resolve.cachedBytes)} bytes |`,
      );
      console.log(
        `| resolve one shop, cold (nothing cached), P50 / P99 | ${ms(resolve.cold)} ms |`,
      );
      console.log(
        `| resolve one shop, new shop on a cached base, P50 / P99 | ${ms(resolve.coldShop)} ms |`,
      );
      console.log(
        `| resolve one shop, cached, P50 / P99 | ${fmt(resolve.cached.p50 * 1_000, 1)} / ${fmt(resolve.cached.p99 * 1_000, 1)} µs |`,
      );
      if (publish) {
        console.log(
          `| base publish (label move), ${scale} shops vs 1 shop, P50 / P99 | ${ms(publish.manyShops)} vs ${ms(publish.oneShop)} ms |`,
        );
        console.log(
          `| shop rows (shops + shop_tags + overlay_versions) before / after 40 publishes | ${publish.shopRowsBefore} / ${publish.shopRowsAfter} |`,
        );
      }

      // 2. The studio over HTTP, in a child process on the same database.
      const studio = await startChild('server/main.ts', [], env, '/api/v1/health');
      try {
        const http = await deliveryRounds({
          baseUrl: studio.baseUrl,
          pid: studio.child.pid!,
          shops: scale,
          rounds: Number(opts.rounds),
          seconds: Number(opts.duration),
          connections: Number(opts.connections),
        });
        console.log(
          `\nwarmed ${scale} shops in ${fmt(http.warmSeconds, 1)} s; studio RSS ${fmt(http.rssIdle)} MB -> ${fmt(http.rssWarm)} MB with every shop's body cached`,
        );
        console.log(
          '\n| case | req/s | P50 / P99 ms | studio CPU µs/request |\n| --- | ---: | ---: | ---: |',
        );
        const names = ['single shop (no `shop`)', `random shop of ${scale}`];
        http.rounds.forEach((measured, round) =>
          measured.forEach((r, k) =>
            console.log(
              `| ${names[k]}, round ${round + 1} | ${fmt(r.rps)} | ${r.p50} / ${r.p99} | ${fmt(r.cpuUs)} |`,
            ),
          ),
        );
        return http;
      } finally {
        await studio.stop();
      }
    }
  }

  async function fanOutOn(baseUrl: string, pid: number): Promise<void> {
    const moved = (round: number) =>
      expectStatus(
        'base publish',
        request(baseUrl, 'PUT', `/api/v1/harnesses/${HARNESS}/labels/production`, {
          body: {
            version: round % 2 === 0 ? 2 : 1,
            reason: 'bench fan-out',
            override: { reason: 'bench' },
          },
        }),
        200,
      ).then(() => undefined);
    // Let the fresh instance settle (start-up garbage) before its memory is read.
    await new Promise((r) => setTimeout(r, 2_000));
    const fan = await fanOut({
      baseUrl,
      pid,
      streams,
      shopPath: (i) => `/api/v1/harnesses/${HARNESS}/events?shop=${shopIdOf(i % shops)}`,
      publish: moved,
      publishes: Number(opts.publishes),
    });
    console.log(
      `\n${fan.streams} streams opened in ${fmt(fan.openSeconds, 1)} s; studio memory ${fmt(fan.bytesPerStream / 1024, 1)} KB per open stream`,
    );
    console.log(
      '\n| publish | streams told | P50 / P99 ms | last ms |\n| --- | ---: | ---: | ---: |',
    );
    fan.publishes.forEach((p, i) =>
      console.log(`| ${i + 1} | ${p.heard} | ${ms(p.all)} | ${fmt(p.last, 1)} |`),
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  killChildren();
  process.exit(1);
});
