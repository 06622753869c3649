import {
  alwaysValidInterval,
  fixedHorizonUplift,
  logRatio,
  normalQuantile,
  plannedUnits,
  ZERO_CUPED,
  type CupedSums,
  type MeanStats,
  type SequentialOptions,
} from '../../src/harness/experiments';
import { seeded } from './simulate';

// CUPED on a simulated audience of repeat viewers: each viewer's spend in the pre-period (X)
// and in the experiment (Y) share a per-viewer level, so corr(X, Y) = 0.5:
//   X = 100 + 20 (a + e₁),  Y = 100 (1 + lift) + 20 (a + e₂) (1 + lift),  a, e ~ N(0, 1).
// The viewers a fixed-horizon test needs for 80% power at α = 0.05 are found from the
// estimator's spread over seeded runs, then checked by running at that size: with CUPED they
// should be about 1 − ρ² = 75% of those without.

const RHO = 0.5;
const LIFT = 0.02;

function gaussian(next: () => number) {
  return () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

interface Run {
  plain: { estimate: number; low: number; high: number; significant: boolean } | null;
  cuped: { estimate: number; low: number; high: number; significant: boolean } | null;
  /** The always-valid CUPED interval at this (single) look covers the true lift. */
  alwaysValidCovered: boolean;
}

/** One experiment of `viewers` (half an arm each) with the treatment's spend up by `lift`. */
function run(seed: number, viewers: number, lift: number): Run {
  const z = gaussian(seeded(seed));
  const arm = (l: number) => {
    const s: CupedSums = { ...ZERO_CUPED };
    for (let i = 0; i < viewers / 2; i++) {
      const a = z();
      const x = 100 + 20 * (a + z());
      const y = (100 + 20 * (a + z())) * (1 + l);
      s.n++;
      s.sumX += x;
      s.sumY += y;
      s.sumXX += x * x;
      s.sumYY += y * y;
      s.sumXY += x * y;
    }
    return s;
  };
  const control = arm(0);
  const treatment = arm(lift);
  const mean = (s: CupedSums): MeanStats => ({ n: s.n, sum: s.sumY, sumSq: s.sumYY, events: s.n });
  const options: SequentialOptions = { cuped: { control, treatment } };
  const r = logRatio(mean(control), mean(treatment), options);
  const av = r && alwaysValidInterval(r.logEstimate, r.variance);
  const truth = Math.log1p(lift);
  return {
    plain: fixedHorizonUplift(mean(control), mean(treatment)),
    cuped: fixedHorizonUplift(mean(control), mean(treatment), options),
    alwaysValidCovered: !!av && av.low <= truth && truth <= av.high,
  };
}

const sd = (xs: number[]) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
};

/** Prints the figures; true when CUPED needs at least 25% fewer viewers (PASS). */
export function cupedPower(reps: number): boolean {
  const t = performance.now();
  const runs = Math.max(200, reps * 4);
  const pilot = 4_000;
  const logs = { plain: [] as number[], cuped: [] as number[] };
  // The pilot's spread sets both sizes: more runs there, so their ratio is within ~2%.
  for (let seed = 1; seed <= runs * 5; seed++) {
    const r = run(70_000 + seed, pilot, LIFT);
    logs.plain.push(Math.log1p(r.plain!.estimate));
    logs.cuped.push(Math.log1p(r.cuped!.estimate));
  }
  // N = pilot · ((z₀.₉₇₅ + z₀.₈) · SE(pilot) / log(1 + lift))²: SE shrinks as 1 / √N.
  const zs = normalQuantile(0.975) + normalQuantile(0.8);
  const needed = (k: 'plain' | 'cuped') =>
    Math.ceil((pilot * (zs * sd(logs[k])) ** 2) / Math.log1p(LIFT) ** 2 / 2) * 2;
  const nPlain = needed('plain');
  const nCuped = needed('cuped');
  const check = (viewers: number, lift: number, k: 'plain' | 'cuped', seed0: number) => {
    let significant = 0;
    let covered = 0;
    let alwaysValid = 0;
    for (let seed = 1; seed <= runs; seed++) {
      const r = run(seed0 + seed, viewers, lift);
      const ci = r[k];
      if (ci?.significant) significant++;
      if (ci && ci.low <= lift && lift <= ci.high) covered++;
      if (r.alwaysValidCovered) alwaysValid++;
    }
    return { significant, covered, alwaysValid };
  };
  const power = {
    plain: check(nPlain, LIFT, 'plain', 80_000),
    cuped: check(nCuped, LIFT, 'cuped', 90_000),
  };
  const aa = {
    plain: check(nPlain, 0, 'plain', 100_000),
    cuped: check(nCuped, 0, 'cuped', 110_000),
  };
  const reduction = 1 - nCuped / nPlain;
  const ok = reduction >= 0.25 - 0.02;
  const calculator = {
    plain: plannedUnits({ baseline: 0.1, lift: 0.3, percent: 50 })!,
    cuped: plannedUnits({ baseline: 0.1, lift: 0.3, percent: 50, correlation: RHO })!,
  };
  const share = (x: number) => `${((100 * x) / runs).toFixed(1)}%`;
  console.log(
    `\n## CUPED, repeat viewers (corr ${RHO} between pre-period and experiment spend), +${LIFT * 100}% value per viewer, ` +
      `fixed horizon at α = 0.05, ${runs} seeded runs each (${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `viewers for 80% power: ${nPlain.toLocaleString('en')} without CUPED, ${nCuped.toLocaleString('en')} with ` +
      `(down ${(100 * reduction).toFixed(1)}%, expected 1 − ρ² → 25%; need >= 25% within the pilot's ±2%): ${ok ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `at those sizes: power ${share(power.plain.significant)} without, ${share(power.cuped.significant)} with; ` +
      `A/A false positives ${share(aa.plain.significant)} without, ${share(aa.cuped.significant)} with (α 5%)`,
  );
  console.log(
    `CUPED interval coverage of the true lift: fixed horizon ${share(power.cuped.covered)} (A/A ${share(aa.cuped.covered)}), ` +
      `always valid at one look ${share(power.cuped.alwaysValid)} (nominal 95%)`,
  );
  console.log(
    `power calculator (10% conversion, +30%, 50/50): ${calculator.plain.toLocaleString('en')} viewers, ` +
      `${calculator.cuped.toLocaleString('en')} at ρ ${RHO} (down ${(100 * (1 - calculator.cuped / calculator.plain)).toFixed(1)}%)`,
  );
  return ok;
}
