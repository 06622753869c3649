import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cupedArms, cupedTheta, varianceReduction, ZERO_CUPED, type CupedSums } from './cuped';
import { logRatio, type MeanStats } from './sequential';

/** The sums of a list of (x, y) units. */
function sums(units: ReadonlyArray<readonly [number, number]>): CupedSums {
  const s = { ...ZERO_CUPED, n: units.length };
  for (const [x, y] of units) {
    s.sumX += x;
    s.sumY += y;
    s.sumXX += x * x;
    s.sumYY += y * y;
    s.sumXY += x * y;
  }
  return s;
}

/** A seeded uniform generator (mulberry32): the same simulation every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const normal = (u: () => number) => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());

describe('cupedTheta and varianceReduction', () => {
  it('recovers the slope of an exact line and removes all its variance', () => {
    const arm = sums([0, 1, 2, 3, 4].map((x) => [x, 3 + 2 * x] as const));
    expect(cupedTheta([arm])).toBeCloseTo(2, 12);
    expect(varianceReduction([arm])).toBeCloseTo(1, 12);
  });

  it('is 0 without pre-period data (X constant)', () => {
    const arm = sums([1, 0, 1, 1, 0].map((y) => [0, y] as const));
    expect(cupedTheta([arm])).toBe(0);
    expect(varianceReduction([arm])).toBe(0);
  });

  it('pools θ within the arms: a treatment effect on Y does not enter it', () => {
    // Same X in both arms, Y = X in the control and X + 10 in the treatment: θ is 1 within
    // each arm, though pooling the raw units would see a steeper line.
    const control = sums([0, 1, 2].map((x) => [x, x] as const));
    const treatment = sums([3, 4, 5].map((x) => [x, x + 10] as const));
    expect(cupedTheta([control, treatment])).toBeCloseTo(1, 12);
  });

  it('worked example: ρ² of the pooled within-arm sums', () => {
    const units = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const;
    // Sxx = 3 − 9/5 = 1.2, Syy = 1.2, Sxy = 2 − 9/5 = 0.2: ρ² = 0.04 / 1.44 = 1/36.
    expect(varianceReduction([sums(units)])).toBeCloseTo(1 / 36, 12);
  });

  it('stays in [0, 1] and matches 1 − var(Y − θ(X − X̄)) / var(Y) computed unit by unit', () => {
    const unit = fc.tuple(
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.double({ min: 0, max: 100, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(unit, { minLength: 3, maxLength: 40 }), (units) => {
        const s = sums(units);
        const r = varianceReduction([s]);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(1);
        const theta = cupedTheta([s]);
        const mx = s.sumX / s.n;
        const adj = units.map(([x, y]) => y - theta * (x - mx));
        const spread = (v: number[]) => {
          const m = v.reduce((a, b) => a + b, 0) / v.length;
          return v.reduce((a, b) => a + (b - m) ** 2, 0);
        };
        const before = spread(units.map(([, y]) => y));
        if (before > 1e-6) expect(r).toBeCloseTo(Math.max(0, 1 - spread(adj) / before), 6);
      }),
    );
  });
});

describe('the adjusted estimate on simulated repeat viewers (ρ = 0.5)', () => {
  /** One experiment: n units an arm, X ~ N(10, 1), Y = 10 + 0.5 (X − 10) + noise (+ lift). */
  function experiment(u: () => number, n: number, lift: number) {
    const arm = (add: number) =>
      sums(
        Array.from({ length: n }, () => {
          const x = 10 + normal(u);
          return [x, 10 + add + 0.5 * (x - 10) + Math.sqrt(0.75) * normal(u)] as const;
        }),
      );
    const control = arm(0);
    const treatment = arm(lift);
    const [a, b] = cupedArms(control, treatment);
    const plain = treatment.sumY / n - control.sumY / n;
    return {
      plain,
      adjusted: plain + b.shift - a.shift,
      reduction: varianceReduction([control, treatment]),
    };
  }

  it('is unbiased: its mean over many experiments equals the plain estimate’s', () => {
    const u = rng(7);
    const runs = Array.from({ length: 400 }, () => experiment(u, 200, 0.3));
    const mean = (k: 'plain' | 'adjusted') => runs.reduce((s, r) => s + r[k], 0) / runs.length;
    // Both estimate the lift 0.3; the plain one's standard error over 400 runs is ~0.005.
    expect(Math.abs(mean('adjusted') - 0.3)).toBeLessThan(0.01);
    expect(Math.abs(mean('adjusted') - mean('plain'))).toBeLessThan(0.015);
    const spread = (k: 'plain' | 'adjusted') =>
      runs.reduce((s, r) => s + (r[k] - mean(k)) ** 2, 0) / runs.length;
    // var(Y') = var(Y)(1 − ρ²) = 0.75 var(Y).
    expect(spread('adjusted') / spread('plain')).toBeGreaterThan(0.6);
    expect(spread('adjusted') / spread('plain')).toBeLessThan(0.9);
    const reduction = runs.reduce((s, r) => s + r.reduction, 0) / runs.length;
    expect(reduction).toBeGreaterThan(0.2);
    expect(reduction).toBeLessThan(0.3);
  });
});

describe('logRatio with CUPED', () => {
  const mean = (s: CupedSums): MeanStats => ({ n: s.n, sum: s.sumY, sumSq: s.sumYY, events: s.n });

  it('narrows V by the variance explained and leaves it alone without a covariate', () => {
    const u = rng(3);
    const arm = () =>
      sums(
        Array.from({ length: 500 }, () => {
          const x = 10 + normal(u);
          return [x, 10 + 0.8 * (x - 10) + 0.6 * normal(u)] as const;
        }),
      );
    const control = arm();
    const treatment = arm();
    const plain = logRatio(mean(control), mean(treatment))!;
    const adjusted = logRatio(mean(control), mean(treatment), { cuped: { control, treatment } })!;
    expect(adjusted.variance).toBeLessThan(plain.variance * 0.5);
    const none = { ...ZERO_CUPED };
    const flat = logRatio(mean(control), mean(treatment), {
      cuped: {
        control: { ...none, n: control.n, sumY: control.sumY, sumYY: control.sumYY },
        treatment: { ...none, n: treatment.n, sumY: treatment.sumY, sumYY: treatment.sumYY },
      },
    })!;
    expect(flat.variance).toBeCloseTo(plain.variance, 12);
    expect(flat.logEstimate).toBeCloseTo(plain.logEstimate, 12);
  });
});
