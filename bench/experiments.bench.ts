/**
 * Experiments:
 *
 * - A/A: 100 seeded repetitions of an experiment with equal arms (20,000 viewers, 10%
 *   ordering, the report looked at every 1,000 viewers = 20 looks); how many stayed
 *   non-significant on every metric at every look (must be >= 95: PASS/FAIL). The same data
 *   at 1%, 2% and 10%, at 50/50 and with a 5% treatment (bench/experiments/false-alarms.ts),
 *   judged with a design whose primary metric is order conversion: false positives on it,
 *   always valid at every look and fixed horizon read once at its planned size (each <= 5 of
 *   100). Then the "metric must not fall" guardrail on healthy splits (rolled back <= 1 of
 *   100; a treatment that stops converting caught in all) and B ordering 5% more often
 *   (power, for information).
 * - A/B, B converting 30% better at 10%: significant at the end and the always-valid interval
 *   covering +30% at every look (>= 95 of 100); the fixed-horizon test at `plannedUnits`
 *   viewers: the share significant (its power, ~80%) against the viewers always-valid needed.
 * - The salted split hash: a ramp 5 -> 20 -> 50% over 100,000 keys moves nobody from the
 *   treatment back to the control (must be 0) and moves the share increase into it; two
 *   experiments (two salts) over 1,000 shared viewers assign arms independently (chi-square
 *   p > 0.01), where the unsalted hash (shown for contrast) puts the same viewers in both.
 * - Layers over 100,000 keys (bench/experiments/layer-lines.ts): two experiments of one layer
 *   (30% and 50% of it) share no viewer (must be 0), and one experiment in each of two layers
 *   (40% x 50%) overlaps as the product of the shares (chi-square p > 0.01).
 * - Exposure logging on vs off: the agent endpoint's first token, paired per round in one
 *   studio (bench/experiments/exposure-overhead.ts): the median added and its 95% interval.
 * - Outcome ingest rate through the store (requests of 1,000, duplicate check, HMAC of the
 *   viewer key; each viewer recorded as exposed first, at its own rate) against plain
 *   multi-row INSERTs of the same rows, and the report's query time at N outcomes (default
 *   1,000,000) against a bare COUNT(*) of the same rows, on SQLite and PostgreSQL (a
 *   throwaway cluster, when initdb is installed). Then, on the same rows (a guarded split):
 *   a report and a guardrail check (each < 200 ms: they read the sums kept at ingest);
 *   `/resolved?key=` P99 while reports and checks run back to back against idle, in
 *   alternating windows of one run (within 2x); and writing `--checker-outcomes` (default
 *   `--outcomes`) outcomes with the checker's timer at 4 s against without it (within 1.2x), in
 *   alternating chunks of 50,000 so load drifting over the minutes falls on both sides.
 *
 *   npm run bench:experiments -- [--outcomes 1000000] [--reps 100] [--rounds 300] [--warmup 50]
 *       [--databases sqlite,postgres|none] [--checker-outcomes N]
 *
 * `--rounds 0` skips the exposure latency part. Exit code 1 when a PASS/FAIL line fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open-database';
import { findPostgresBin, startPostgresCluster } from '../server/db/testing/postgres-cluster';
import { plannedUnits } from '../src/harness/experiments';
import { cupedPower } from './experiments/cuped';
import { exposureOverhead } from './experiments/exposure-overhead';
import {
  allMetricsQuiet,
  guardrailRollbacks,
  primaryFalsePositives,
} from './experiments/false-alarms';
import { crossing, experimentIdOf, ramp } from './experiments/hashing';
import { layerLines } from './experiments/layer-lines';
import { designedRun, repetition } from './experiments/simulate';
import { ingest, plainInsertRate, report, splitHarness } from './experiments/storage';
import { ingestWithChecker, reportAndCheck, resolvedUnderReports } from './experiments/report-load';
import { machineLine, medianTime } from './support/stats';

const { values: opts } = parseArgs({
  options: {
    outcomes: { type: 'string', default: '1000000' },
    reps: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '50' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    'checker-outcomes': { type: 'string', default: '' },
  },
});
const outcomes = Number(opts.outcomes);
const reps = Number(opts.reps);
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const n = (x: number) => Math.round(x).toLocaleString('en');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

console.log(machineLine('experiments'));

const needed = Math.ceil(reps * 0.95);
let pass = allMetricsQuiet(reps);
let t = performance.now();

// The primary metric's false positives and the guardrail's false rollbacks, at an even split
// and at a 5% treatment (small counts: its first looks see no purchase at 1%).
for (const percent of [50, 5]) {
  pass = primaryFalsePositives(reps, percent) && pass;
  pass = guardrailRollbacks(reps, percent) && pass;
}
pass = cupedPower(reps) && pass;
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

// A/B, B converting 30% better: the always-valid interval must cover the truth at every look.
t = performance.now();
{
  const base = 0.1;
  const lift = 0.3;
  const planned = plannedUnits({ baseline: base, lift, percent: 50 })!;
  const sim = {
    viewers: 20_000,
    lookEvery: 100,
    rateA: base,
    rateB: base * (1 + lift),
    plannedUnits: planned,
    truth: lift,
  };
  let covered = 0;
  let last = 0;
  let fixed = 0;
  const firstAt: number[] = [];
  for (let seed = 1; seed <= reps; seed++) {
    const run = designedRun(30_000 + seed, sim);
    if (run.alwaysValid.covered) covered++;
    if (run.alwaysValid.last) last++;
    if (run.fixedHorizon.significant) fixed++;
    firstAt.push(run.alwaysValid.firstAt ?? Infinity);
  }
  firstAt.sort((a, b) => a - b);
  const at = (q: number) => firstAt[Math.ceil(q * firstAt.length) - 1]!;
  const ok = covered >= needed && last === reps;
  pass &&= ok;
  console.log(
    `\n## A/B, B converts 30% better (10% vs 13%, ${reps} seeded runs, 20,000 viewers, a look every 100 = 200 looks)`,
  );
  console.log(
    `always valid: significant at the end ${last}/${reps} (need all): ${verdict(last === reps)}; ` +
      `interval covered +30% at every look ${covered}/${reps} (need >= ${needed}): ${verdict(covered >= needed)}`,
  );
  console.log(
    `fixed horizon at plannedUnits = ${n(planned)} viewers (80% power planned): significant in ${fixed}/${reps} ` +
      `(for information; binomial 95% range for 80%: ${pct(0.8 - 1.96 * Math.sqrt(0.16 / reps))}-${pct(0.8 + 1.96 * Math.sqrt(0.16 / reps))})`,
  );
  console.log(
    `always valid, viewers to first significance: median ${n(at(0.5))}, 80% of runs by ${n(at(0.8))} ` +
      `(${(at(0.8) / planned).toFixed(2)} x the fixed horizon's ${n(planned)})`,
  );
}
console.log(`(${((performance.now() - t) / 1000).toFixed(1)} s)`);

// The salted hash: a ramp only moves viewers in; two experiments are independent.
t = performance.now();
{
  const keys = 100_000;
  const salt = experimentIdOf(29);
  const r = ramp([5, 20, 50], keys, salt);
  console.log(`\n## Ramp 5 -> 20 -> 50% with one salt (${salt}), ${n(keys)} keys`);
  for (const s of r.steps) {
    const share = s.toTreatment / keys;
    const close = Math.abs(s.toTreatment - s.expected) <= 4 * s.sd;
    pass &&= s.toControl === 0 && close;
    console.log(
      `${s.from}% -> ${s.to}%: treatment -> control ${s.toControl} (need 0): ${verdict(s.toControl === 0)}; ` +
        `control -> treatment ${n(s.toTreatment)} = ${(share * 100).toFixed(2)}% of keys ` +
        `(share increase ${s.to - s.from}%: ${n(s.expected)} +/- ${n(4 * s.sd)}): ${verdict(close)}`,
    );
  }

  const viewers = 1_000;
  console.log(
    `\n## Two experiments on two harnesses, ${n(viewers)} shared viewers (chi-square test of independence, 1 df)`,
  );
  const pairs: [number, number][] = [
    [50, 50],
    [20, 50],
  ];
  for (const [p1, p2] of pairs) {
    const [id1, id2] = [experimentIdOf(p1 * 100 + p2), experimentIdOf(p1 * 100 + p2 + 1)];
    const salted = crossing(
      { version: 2, percent: p1, salt: id1 },
      { version: 2, percent: p2, salt: id2 },
      viewers,
    );
    const plain = crossing({ version: 2, percent: p1 }, { version: 2, percent: p2 }, viewers);
    const independent = salted.pValue > 0.01;
    pass &&= independent;
    const table = (c: typeof salted) =>
      `[control/control ${c.table[0][0]}, control/treatment ${c.table[0][1]}, treatment/control ${c.table[1][0]}, treatment/treatment ${c.table[1][1]}]`;
    console.log(
      `${p1}% x ${p2}%, salts ${id1} / ${id2}: ${table(salted)}, in both treatments ${salted.both} ` +
        `(independence: ${salted.expectedBoth}), chi-square ${salted.chiSquare.toFixed(2)}, p ${salted.pValue.toFixed(3)} ` +
        `(need > 0.01): ${verdict(independent)}`,
    );
    console.log(
      `  unsalted hash, for contrast: ${table(plain)}, in both treatments ${plain.both} (min share ${(viewers * Math.min(p1, p2)) / 100}), ` +
        `chi-square ${plain.chiSquare.toFixed(1)}, p ${plain.pValue.toExponential(1)}: ` +
        `${plain.pValue > 0.01 ? 'independent' : 'FAIL (expected; not counted)'}`,
    );
  }
}
console.log(`(${((performance.now() - t) / 1000).toFixed(1)} s)`);
pass = layerLines(100_000) && pass;

const rounds = Number(opts.rounds);
if (rounds > 0) {
  t = performance.now();
  const warmup = Number(opts.warmup);
  console.log(
    `\n## Exposure logging on vs off: agent endpoint first token, ${rounds} paired rounds after ${warmup} (one studio, sample harness, 50/50 split, a new user key per turn)`,
  );
  const o = await exposureOverhead(rounds, warmup);
  const within = o.paired.low <= 0 && o.paired.high >= 0;
  const small = o.paired.median < 0.05 * o.offMedian;
  pass &&= within || small;
  console.log(
    `first token median: on ${o.onMedian.toFixed(2)} ms, off ${o.offMedian.toFixed(2)} ms; ` +
      `on - off paired per round: median ${o.paired.median.toFixed(3)} ms, 95% interval ${o.paired.low.toFixed(3)} to ${o.paired.high.toFixed(3)} ms ` +
      `(${((o.paired.median / o.offMedian) * 100).toFixed(1)}% of off; need the interval to hold 0 or under 5%): ${verdict(within || small)}`,
  );
  // The timer's writes stall whichever turn is in flight, on either side: the interval's upper
  // end plus every flush charged to "on" bounds what logging costs a turn in all.
  const onTurns = warmup + rounds;
  const bound = Math.max(0, o.paired.high) + o.flushMs / onTurns;
  console.log(
    `paired mean ${o.paired.mean.toFixed(3)} ms; exposures written ${n(o.written)} (rows ${n(o.rows)}; ${onTurns} "on" turns) ` +
      `in ${o.flushes} timer flushes taking ${o.flushMs.toFixed(0)} ms in all (${(o.flushMs / Math.max(1, o.flushes)).toFixed(1)} ms each, ` +
      `${(o.flushMs / Math.max(1, o.written)).toFixed(3)} ms per exposure); interval's upper end + flushes per "on" turn: at most ` +
      `${bound.toFixed(3)} ms a turn (${((bound / o.offMedian) * 100).toFixed(1)}% of off) ` +
      `(${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
}

// `--databases none` (or an empty list) skips the storage part.
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
    const id = await splitHarness(db, true);
    const rates = await ingest(db, id, outcomes, (k) => {
      if (k % 250_000 === 0) process.stdout.write(`  ${k.toLocaleString('en')} ingested\n`);
    });
    const rate = rates.outcomes;
    console.log(
      `ingest: ${Math.round(rate).toLocaleString('en')} outcomes/s through the store ` +
        `(plain INSERT of the same rows: ${Math.round(plain).toLocaleString('en')}/s, ratio ${(rate / plain).toFixed(2)})`,
    );
    console.log(
      `exposures: ${n(rates.exposed)} recorded (one per viewer, before its outcomes) at ${n(rates.exposures)}/s ` +
        `through recordExposures (${(rates.exposures / rate).toFixed(2)} x the outcome ingest rate)`,
    );
    if (dialect === 'postgres') await db.run('ANALYZE outcomes');
    const count = await medianTime(5, () =>
      db.query('SELECT COUNT(*) AS n FROM outcomes WHERE harness_id = ?', [id]),
    );
    const full = await medianTime(5, () => report(db, id));
    const r = await report(db, id);
    // Every exposed viewer sent outcomes after its exposure: all of them are units.
    const units = r.arms.reduce((sum, a) => sum + a.units, 0);
    pass &&= units === rates.exposed;
    console.log(
      `report: ${full.toFixed(0)} ms median of 5 (COUNT(*) of the same rows: ${count.toFixed(0)} ms, ratio ${(full / count).toFixed(1)}); ` +
        `units ${r.arms.map((a) => a.units).join(' / ')} (need the ${n(rates.exposed)} exposed: ${verdict(units === rates.exposed)}), ` +
        `SRM p ${r.srm.pValue.toFixed(3)}`,
    );
    const rc = await reportAndCheck(db, id);
    const fast = rc.report < 200 && rc.check < 200;
    pass &&= fast;
    console.log(
      `report ${rc.report.toFixed(1)} ms, guardrail check ${rc.check.toFixed(1)} ms at ${n(outcomes)} outcomes ` +
        `(medians of 5; need each < 200 ms): ${verdict(fast)}`,
    );
    const rs = await resolvedUnderReports(db, id);
    const calm = rs.loadedP99 <= 2 * rs.idleP99;
    pass &&= calm;
    console.log(
      `/resolved?key= P99 while reports and checks run back to back ${rs.loadedP99.toFixed(2)} ms vs idle ` +
        `${rs.idleP99.toFixed(2)} ms, ratio ${(rs.loadedP99 / rs.idleP99).toFixed(2)} (need <= 2; ${n(rs.requests)} requests, ` +
        `${n(rs.loops)} report+check rounds, alternating windows): ${verdict(calm)}`,
    );
    const writes = Number(opts['checker-outcomes'] || outcomes);
    const wc = await ingestWithChecker(
      db,
      await splitHarness(db, true),
      await splitHarness(db, true),
      writes,
    );
    const steady = wc.on <= 1.2 * wc.off;
    pass &&= steady;
    console.log(
      `writing ${n(writes)} outcomes to a guarded split: ${(wc.on / 1000).toFixed(1)} s with the checker every 4 s ` +
        `vs ${(wc.off / 1000).toFixed(1)} s without, ratio ${(wc.on / wc.off).toFixed(2)} (need <= 1.2; alternating chunks of 50,000): ${verdict(steady)}`,
    );
  } finally {
    await db.close();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(pass ? 0 : 1);
