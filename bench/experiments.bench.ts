/**
 * Experiments (issue 18 part B):
 *
 * - A/A: 100 seeded repetitions of an experiment with equal arms (20,000 viewers, 10%
 *   ordering, the report looked at every 1,000 viewers = 20 looks); how many stayed
 *   non-significant on every metric at every look (must be >= 95: PASS/FAIL). Then the same
 *   with B ordering 5% more often (power, for information).
 * - Outcome ingest rate through the store (requests of 1,000, duplicate check, HMAC of the
 *   viewer key) against plain multi-row INSERTs of the same rows, and the report's query
 *   time at N outcomes (default 1,000,000) against a bare COUNT(*) of the same rows, on
 *   SQLite and PostgreSQL (a throwaway cluster, when initdb is installed).
 *
 *   npm run bench:experiments -- [--outcomes 1000000] [--reps 100] [--databases sqlite,postgres|none]
 *
 * Exit code 1 when fewer than 95 of 100 A/A repetitions stayed non-significant.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open-database';
import { findPostgresBin, startPostgresCluster } from '../server/db/testing/postgres-cluster';
import { guardrailRun } from './experiments/guardrail-sim';
import { repetition } from './experiments/simulate';
import { ingest, plainInsertRate, report, splitHarness } from './experiments/storage';
import { machineLine, medianTime } from './support/stats';

const { values: opts } = parseArgs({
  options: {
    outcomes: { type: 'string', default: '1000000' },
    reps: { type: 'string', default: '100' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const outcomes = Number(opts.outcomes);
const reps = Number(opts.reps);
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

console.log(machineLine('experiments'));

const needed = Math.ceil(reps * 0.95);
let pass = true;
let t = performance.now();
console.log(`\n## A/A metrics (${reps} seeded repetitions, 20 looks each)`);
for (const rate of [0.01, 0.02, 0.1]) {
  const sim = { viewers: 20_000, lookEvery: 1_000, rateA: rate, rateB: rate };
  let quiet = 0;
  for (let seed = 1; seed <= reps; seed++) if (!repetition(seed, sim).ever) quiet++;
  pass &&= quiet >= needed;
  console.log(
    `${pct(rate)} conversion: non-significant at every look ${quiet}/${reps} (need >= ${needed}): ` +
      (quiet >= needed ? 'PASS' : 'FAIL'),
  );
}
console.log(`(${((performance.now() - t) / 1000).toFixed(1)} s)`);

// The "metric must not fall" guardrail (maxDrop 0) on healthy splits, and on a harmful one.
t = performance.now();
const allowed = Math.floor(reps / 100);
console.log(`\n## Guardrail "order conversion must not fall" (${reps} seeded splits, 20 looks)`);
for (const rate of [0.01, 0.02, 0.1]) {
  const run = { viewers: 20_000, lookEvery: 1_000, rateA: rate, rateB: rate, maxDrop: 0 };
  let rolled = 0;
  let halved = 0;
  let broken = 0;
  for (let seed = 1; seed <= reps; seed++) {
    if (guardrailRun(seed, run) !== null) rolled++;
    if (guardrailRun(10_000 + seed, { ...run, rateB: rate / 2 }) !== null) halved++;
    if (guardrailRun(20_000 + seed, { ...run, rateB: 0 }) !== null) broken++;
  }
  // A treatment that stops all conversions must be caught: waiting for its events never ends.
  pass &&= rolled <= allowed && broken === reps;
  console.log(
    `${pct(rate)}: A/A rolled back ${rolled}/${reps} (need <= ${allowed}): ${rolled <= allowed ? 'PASS' : 'FAIL'}; ` +
      `a treatment stopping conversions caught in ${broken}/${reps} (need all): ${broken === reps ? 'PASS' : 'FAIL'}; ` +
      `one halving them caught in ${halved}/${reps}`,
  );
}
console.log(`(${((performance.now() - t) / 1000).toFixed(1)} s)`);
const sim = { viewers: 20_000, lookEvery: 1_000, rateA: 0.1, rateB: 0.1 };

t = performance.now();
let found = 0;
const ab = { ...sim, viewers: 200_000, lookEvery: 10_000, rateB: 0.105 };
for (let seed = 1; seed <= Math.min(reps, 20); seed++)
  if (repetition(1_000 + seed, ab).last) found++;
console.log(
  `A/B, B orders 5% more often (10% vs 10.5%), 200,000 viewers: uplift found in ${found}/${Math.min(reps, 20)} ` +
    `(${((performance.now() - t) / 1000).toFixed(1)} s)`,
);

// `--databases none` (or an empty list) runs the A/A part only.
for (const dialect of opts.databases.split(',').filter((d) => d === 'sqlite' || d === 'postgres')) {
  if (dialect === 'postgres' && !findPostgresBin()) {
    console.log('\n## postgres: skipped (no initdb installed)');
    continue;
  }
  const dir = mkdtempSync(join(tmpdir(), 'hs-bench-exp-'));
  const cluster = dialect === 'postgres' ? await startPostgresCluster(findPostgresBin()!) : null;
  const db = await openDatabase({ databaseUrl: cluster?.url, dataDir: dir });
  try {
    console.log(`\n## ${dialect}: ${outcomes.toLocaleString('en')} outcomes`);
    const baseline = await splitHarness(db);
    const plain = await plainInsertRate(db, baseline, Math.min(outcomes, 100_000));
    const id = await splitHarness(db);
    const rate = await ingest(db, id, outcomes, (n) => {
      if (n % 250_000 === 0) process.stdout.write(`  ${n.toLocaleString('en')} ingested\n`);
    });
    console.log(
      `ingest: ${Math.round(rate).toLocaleString('en')} outcomes/s through the store ` +
        `(plain INSERT of the same rows: ${Math.round(plain).toLocaleString('en')}/s, ratio ${(rate / plain).toFixed(2)})`,
    );
    if (dialect === 'postgres') await db.run('ANALYZE outcomes');
    const count = await medianTime(5, () =>
      db.query('SELECT COUNT(*) AS n FROM outcomes WHERE harness_id = ?', [id]),
    );
    const full = await medianTime(5, () => report(db, id));
    const r = await report(db, id);
    console.log(
      `report: ${full.toFixed(0)} ms median of 5 (COUNT(*) of the same rows: ${count.toFixed(0)} ms, ratio ${(full / count).toFixed(1)}); ` +
        `units ${r.arms.map((a) => a.units).join(' / ')}, SRM p ${r.srm.pValue.toFixed(3)}`,
    );
  } finally {
    await db.close();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(pass ? 0 : 1);
