import { plannedUnits } from '../../src/harness/experiments';
import { guardrailRun } from './guardrail-sim';
import { designedRun, repetition } from './simulate';

// The A/A parts of bench:experiments at one split: false positives on the primary metric and
// false rollbacks by the "metric must not fall" guardrail, at 1%, 2% and 10% conversion, 20
// looks to 20,000 viewers. A 5% split is where small counts bite: its treatment sees about
// 1,000 viewers, 10 purchases at 1%, and none at all in the first looks.

const RATES = [0.01, 0.02, 0.1];
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const n = (x: number) => Math.round(x).toLocaleString('en');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const seconds = (t: number) => `(${((performance.now() - t) / 1000).toFixed(1)} s)`;

/** Every metric the arms sent, 50/50: runs non-significant at every look (>= 95 of 100). */
export function allMetricsQuiet(reps: number): boolean {
  const t = performance.now();
  const needed = Math.ceil(reps * 0.95);
  let pass = true;
  console.log(`\n## A/A metrics (${reps} seeded repetitions, 20 looks each)`);
  for (const rate of RATES) {
    const sim = { viewers: 20_000, lookEvery: 1_000, rateA: rate, rateB: rate };
    let quiet = 0;
    for (let seed = 1; seed <= reps; seed++) if (!repetition(seed, sim).ever) quiet++;
    pass &&= quiet >= needed;
    console.log(
      `${pct(rate)} conversion: non-significant at every look ${quiet}/${reps} (need >= ${needed}): ` +
        verdict(quiet >= needed),
    );
  }
  console.log(seconds(t));
  return pass;
}

/**
 * The seeded data judged as a design judges it: the primary metric (order conversion) alone
 * at α, always valid at every look and fixed horizon once at its planned size. A test built
 * at α = 5% is wrong 5% of the time by construction, so "<= 5 of 100" is a coin flip for the
 * fixed horizon (P(Binomial(100, 0.05) > 5) = 0.38): its gate is 10 times the seeds, failing
 * only when the rate is above 5% beyond binomial noise (one-sided 99%). True when all pass.
 */
export function primaryFalsePositives(reps: number, percent: number): boolean {
  const t = performance.now();
  const share = percent / 100;
  const falseAllowed = Math.floor(reps * 0.05);
  const wide = reps * 10;
  const wideAllowed = Math.floor(wide * 0.05 + 2.326 * Math.sqrt(wide * 0.05 * 0.95));
  let pass = true;
  console.log(
    `\n## A/A, primary metric = order conversion, treatment ${percent}% (${reps} seeded repetitions; ` +
      `always valid: 20 looks to 20,000 viewers; fixed horizon: read once at plannedUnits for +30%)`,
  );
  for (const rate of RATES) {
    const planned = plannedUnits({ baseline: rate, lift: 0.3, percent })!;
    const sim = { viewers: 20_000, lookEvery: 1_000, rateA: rate, rateB: rate, share };
    const count = { always: 0, fixed: 0, fixedWide: 0, early: 0 };
    for (let seed = 1; seed <= wide; seed++) {
      const run = designedRun(seed, { ...sim, plannedUnits: planned });
      count.early += run.fixedHorizon.shownEarly;
      if (run.fixedHorizon.significant) count.fixedWide++;
      if (seed > reps) continue;
      if (run.alwaysValid.ever) count.always++;
      if (run.fixedHorizon.significant) count.fixed++;
    }
    const alwaysOk = count.always <= falseAllowed;
    const fixedOk = count.fixedWide <= wideAllowed && count.early === 0;
    pass &&= alwaysOk && fixedOk;
    console.log(
      `${pct(rate)}: always valid, significant at any look ${count.always}/${reps} (need <= ${falseAllowed}): ${verdict(alwaysOk)}; ` +
        `fixed horizon read once at ${n(planned)} viewers ${count.fixed}/${reps} ` +
        `(${count.fixedWide}/${n(wide)} = ${((count.fixedWide / wide) * 100).toFixed(1)}%, need <= ${wideAllowed}): ${verdict(fixedOk)}` +
        (count.early === 0 ? '' : ` (shown before due at ${count.early} looks)`),
    );
  }
  console.log(seconds(t));
  return pass;
}

/**
 * The "metric must not fall" guardrail (maxDrop 0) on healthy splits (rolled back <= 1 in
 * 100), on a treatment that stops all conversions (must be caught: waiting for its events
 * never ends) and on one halving them (for information). True when all pass.
 */
export function guardrailRollbacks(reps: number, percent: number): boolean {
  const t = performance.now();
  const share = percent / 100;
  const allowed = Math.floor(reps / 100);
  let pass = true;
  console.log(
    `\n## Guardrail "order conversion must not fall", treatment ${percent}% (${reps} seeded splits, 20 looks)`,
  );
  for (const rate of RATES) {
    const run = { viewers: 20_000, lookEvery: 1_000, rateA: rate, rateB: rate, maxDrop: 0, share };
    let rolled = 0;
    let halved = 0;
    let broken = 0;
    for (let seed = 1; seed <= reps; seed++) {
      if (guardrailRun(seed, run) !== null) rolled++;
      if (guardrailRun(10_000 + seed, { ...run, rateB: rate / 2 }) !== null) halved++;
      if (guardrailRun(20_000 + seed, { ...run, rateB: 0 }) !== null) broken++;
    }
    pass &&= rolled <= allowed && broken === reps;
    console.log(
      `${pct(rate)}: A/A rolled back ${rolled}/${reps} (need <= ${allowed}): ${verdict(rolled <= allowed)}; ` +
        `a treatment stopping conversions caught in ${broken}/${reps} (need all): ${verdict(broken === reps)}; ` +
        `one halving them caught in ${halved}/${reps}`,
    );
  }
  console.log(seconds(t));
  return pass;
}
