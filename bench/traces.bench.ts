/**
 * Production traces, not a timed test:
 *
 *   npm run bench:traces -- [--rounds 300] [--warmup 100] [--traces 1000000] [--repeats 20]
 *                           [--databases sqlite,postgres] [--only overhead,queries]
 *
 * 1. Capture overhead: the agent endpoint's first token with capture on (sampleRate 1) and
 *    off (0), two otherwise identical harnesses on one studio, asked alternately in one run
 *    (the scripted model server in a child process, bench/runtime helpers).
 * 2. The trace browser's queries (first page per filter, a deep page, one trace, armStats)
 *    on N synthetic traces on SQLite and on PostgreSQL (a throwaway cluster).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open-database';
import { findPostgresBin, startPostgresCluster } from '../server/db/testing/postgres-cluster';
import { machineLine, type Spread } from './support/stats';
import { captureOverhead } from './traces/overhead';
import { populate, queryTimes } from './traces/queries';

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '100' },
    traces: { type: 'string', default: '1000000' },
    repeats: { type: 'string', default: '20' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    only: { type: 'string', default: 'overhead,queries' },
  },
});
const parts = new Set(opts.only.split(','));
const f = (n: number, d = 2) => n.toFixed(d);
const ms = (s: Spread) => `${f(s.p50)} / ${f(s.p95)}`;

async function main(): Promise<void> {
  console.log(machineLine('traces'));
  if (parts.has('overhead')) {
    const rounds = Number(opts.rounds);
    console.log(`\n## capture overhead: ${rounds} rounds (after ${opts.warmup}), alternating`);
    const o = await captureOverhead(rounds, Number(opts.warmup));
    console.log('\n| agent endpoint, streamed | first token P50 / P95 (ms) | mean (ms) |');
    console.log('| --- | --- | --- |');
    console.log(`| capture off (sampleRate 0) | ${ms(o.off)} | ${f(o.off.mean)} |`);
    console.log(`| capture on (sampleRate 1) | ${ms(o.on)} | ${f(o.on.mean)} |`);
    console.log(`| on - off, paired per round | ${ms(o.paired)} | ${f(o.paired.mean)} |`);
    console.log(
      `\nratio on/off at P50: ${f(o.on.p50 / o.off.p50, 3)}; traces written ${o.written}, dropped ${o.dropped}`,
    );
  }
  if (parts.has('queries')) {
    const total = Number(opts.traces);
    for (const dialect of opts.databases.split(',') as ('sqlite' | 'postgres')[]) {
      const bin = dialect === 'postgres' ? findPostgresBin() : null;
      if (dialect === 'postgres' && !bin) {
        console.log('\n## postgres: skipped (no initdb installed)');
        continue;
      }
      const dir = mkdtempSync(join(tmpdir(), 'hs-traces-q-'));
      const cluster = bin ? await startPostgresCluster(bin) : null;
      const db = await openDatabase({ databaseUrl: cluster?.url, dataDir: dir });
      try {
        console.log(`\n## trace browser on ${dialect}: ${total.toLocaleString('en')} traces`);
        const seconds = await populate(db, total);
        console.log(`filled in ${f(seconds, 1)} s (${f(total / seconds, 0)} rows/s)`);
        const figures = await queryTimes(db, Number(opts.repeats));
        console.log('\n| query | rows | P50 / P95 (ms) |\n| --- | --- | --- |');
        for (const q of figures) console.log(`| ${q.name} | ${q.rows} | ${ms(q.times)} |`);
      } finally {
        await db.close();
        cluster?.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
