/**
 * Many shops on one base: with N shop overlays (default 10,000) on SQLite and on
 * PostgreSQL (a throwaway cluster, when initdb is installed):
 *
 * - storage per overlay version;
 * - resolving one shop's document through the delivery cache: cold, a new shop on a warm
 *   base, cached;
 * - the cost of a base publish with N shops against a base with one (and that it writes no
 *   shop row);
 * - delivery req/s over HTTP for random shops against the single-shop path (goal >= 0.8x);
 * - push fan-out: S open label streams (`/events?shop=`) on one instance, time from a base
 *   publish to each stream's event (P50/P99/last), and memory per open stream.
 *
 *   npx tsx bench/shops.bench.ts [--shops 10000] [--streams 10000] [--duration 8]
 *                               [--connections 10] [--publishes 3] [--rounds 2]
 *                               [--databases sqlite,postgres]
 *
 * The studio under load is a child process (`node --import tsx server/main.ts`, local auth);
 * the stores and the delivery cache are timed in this process. The exit code is 1 when random
 * shops serve under 0.8x the single-shop req/s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open-database';
import { findPostgresBin, startPostgresCluster } from '../server/db/testing/postgres-cluster';
import { killChildren, startChild } from './delivery/child-processes';
import { expectStatus, request } from './delivery/http-client';
import { load, rssMb, warm, type Load } from './shops/http-load';
import { publishCost, resolveTimes, storage, type Spread } from './shops/in-process';
import { HARNESS, populate, shopIdOf } from './shops/populate';
import { fanOut } from './shops/streams';

const HARD_LIMIT_MS = 15 * 60_000;
const GOAL = 0.8;

const ms = (s: Spread) => `${s.p50.toFixed(2)} / ${s.p99.toFixed(2)}`;
const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main(): Promise<void> {
  const { values: opts } = parseArgs({
    options: {
      shops: { type: 'string', default: '10000' },
      streams: { type: 'string', default: '10000' },
      duration: { type: 'string', default: '8' },
      connections: { type: 'string', default: '10' },
      publishes: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '2' },
      databases: { type: 'string', default: 'sqlite,postgres' },
    },
  });
  const shops = Number(opts.shops);
  const streams = Number(opts.streams);
  const seconds = Number(opts.duration);
  const connections = Number(opts.connections);
  const guard = setTimeout(() => {
    console.error('The benchmark took too long; stopping.');
    killChildren();
    process.exit(1);
  }, HARD_LIMIT_MS);
  console.log(
    `# shops bench: ${shops} shops, ${streams} streams; ${cpus().length} x ${cpus()[0]?.model}, ` +
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
    const env: Record<string, string> = cluster
      ? { DATABASE_URL: cluster.url, DATA_DIR: dir }
      : { DATA_DIR: dir };
    try {
      // 1. The stores and the delivery cache, in this process.
      const db = await openDatabase({ databaseUrl: cluster?.url, dataDir: dir });
      let t0 = performance.now();
      const { saveMs } = await populate(db, shops);
      const populateS = (performance.now() - t0) / 1_000;
      saveMs.sort((a, b) => a - b);
      const stored = await storage(db);
      const resolve = await resolveTimes(db, shops, 1);
      const publish = await publishCost(db);
      await db.close();
      console.log(
        `populated in ${fmt(populateS, 1)} s; overlay save P50 ${fmt(saveMs[saveMs.length >> 1]!, 2)} ms`,
      );
      console.log('\n| figure | value |\n| --- | --- |');
      console.log(`| overlay versions | ${stored.versions} |`);
      console.log(
        `| storage per overlay version: table + key / JSON / audit record | ${fmt(stored.tableBytesPerVersion)} / ${fmt(stored.jsonBytesPerVersion)} / ${fmt(stored.auditBytesPerSave)} bytes |`,
      );
      console.log(`| resolved body per shop | ${fmt(resolve.bodyBytes)} bytes |`);
      console.log(
        `| resolve one shop, cold (nothing cached), P50 / P99 | ${ms(resolve.cold)} ms |`,
      );
      console.log(
        `| resolve one shop, new shop on a cached base, P50 / P99 | ${ms(resolve.coldShop)} ms |`,
      );
      console.log(
        `| resolve one shop, cached, P50 / P99 | ${fmt(resolve.cached.p50 * 1_000, 1)} / ${fmt(resolve.cached.p99 * 1_000, 1)} µs |`,
      );
      console.log(
        `| base publish (label move), ${shops} shops vs 1 shop, P50 / P99 | ${ms(publish.manyShops)} vs ${ms(publish.oneShop)} ms |`,
      );
      console.log(
        `| shop rows (shops + shop_tags + overlay_versions) before / after 40 publishes | ${publish.shopRowsBefore} / ${publish.shopRowsAfter} |`,
      );

      // 2. The studio over HTTP, in a child process on the same database.
      const studio = await startChild(
        'server/main.ts',
        [],
        { ...env, STUDIO_AUTH: 'local', SEED_SAMPLE: '0' },
        '/api/v1/health',
      );
      const pid = studio.child.pid!;
      try {
        const base = `/api/v1/harnesses/${HARNESS}/resolved?label=production`;
        const shopPath = (i: number) => `${base}&shop=${shopIdOf(i)}`;
        const rssStart = rssMb(pid);
        await warm(studio.baseUrl, [base]);
        t0 = performance.now();
        const warmS = await warm(
          studio.baseUrl,
          Array.from({ length: shops }, (_, i) => shopPath(i)),
        );
        const rssWarm = rssMb(pid);
        const random = () => shopPath(Math.floor(Math.random() * shops));
        const cases: [string, () => string][] = [
          ['single shop (no `shop`)', () => base],
          [`random shop of ${shops}`, random],
        ];
        // Rounds alternate which case goes first, so a burst of load elsewhere hits both alike.
        const rounds: Load[][] = [];
        for (let round = 0; round < Number(opts.rounds); round++) {
          const order = round % 2 === 0 ? [0, 1] : [1, 0];
          const measured: Load[] = [];
          for (const k of order) {
            const path = cases[k]![1];
            await load({ baseUrl: studio.baseUrl, pid, path, seconds: 2, connections });
            measured[k] = await load({ baseUrl: studio.baseUrl, pid, path, seconds, connections });
          }
          rounds.push(measured);
        }
        console.log(
          `\nwarmed ${shops} shops in ${fmt(warmS, 1)} s; studio RSS ${fmt(rssStart)} MB -> ${fmt(rssWarm)} MB with every shop's body cached`,
        );
        console.log(
          '\n| case | req/s | P50 / P99 ms | studio CPU µs/request |\n| --- | ---: | ---: | ---: |',
        );
        rounds.forEach((measured, round) =>
          measured.forEach((r, k) =>
            console.log(
              `| ${cases[k]![0]}, round ${round + 1} | ${fmt(r.rps)} | ${r.p50} / ${r.p99} | ${fmt(r.cpuUs)} |`,
            ),
          ),
        );
        const median = (xs: number[]) => xs.sort((a, b) => a - b)[(xs.length - 1) >> 1]!;
        const ratio = median(rounds.map(([single, many]) => many!.rps / single!.rps));
        const cpuRatio = median(rounds.map(([single, many]) => single!.cpuUs / many!.cpuUs));
        const met = ratio >= GOAL;
        console.log(
          `\nrandom / single (median of the rounds): req/s ${fmt(ratio, 2)}, CPU ${fmt(cpuRatio, 2)} (goal ${GOAL}): ${met ? 'MET' : 'MISSED'}`,
        );

        // 3. Push fan-out, on a fresh instance: the load's garbage would blur its memory.
        await studio.stop();
        if (streams > 0) {
          const fresh = await startChild(
            'server/main.ts',
            [],
            { ...env, STUDIO_AUTH: 'local', SEED_SAMPLE: '0' },
            '/api/v1/health',
          );
          try {
            await fanOutOn(fresh.baseUrl, fresh.child.pid!);
          } finally {
            await fresh.stop();
          }
        }
        return met;
      } finally {
        if (studio.child.exitCode === null) await studio.stop();
      }
    } finally {
      cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
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
