import { describe, expect, it } from 'vitest';
import { chiSquareUpperTail, normalCdf } from './distributions';
import {
  alwaysValidInterval,
  proportion,
  rateDifference,
  relativeUplift,
  type MeanStats,
} from './sequential';
import { sampleRatioMismatch } from './srm';
import { seededRandom } from '../variants/random';

/** Seeded, so the simulations below are the same on every run. */
const rng = (seed: number) => seededRandom(seed).next;

function bernoulli(n: number, p: number, next: () => number): MeanStats {
  let hits = 0;
  for (let i = 0; i < n; i++) if (next() < p) hits++;
  return { n, sum: hits, sumSq: hits, events: hits };
}

describe('distributions', () => {
  it('matches tabulated normal and chi-square values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-2.575829)).toBeCloseTo(0.005, 6);
    expect(chiSquareUpperTail(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareUpperTail(10.827566, 1)).toBeCloseTo(0.001, 6);
    expect(chiSquareUpperTail(5.991465, 2)).toBeCloseTo(0.05, 6);
    expect(chiSquareUpperTail(0, 1)).toBe(1);
  });
});

describe('always-valid intervals (mSPRT)', () => {
  it('are wider than the fixed-horizon 95% interval, and shrink with more data', () => {
    const fixed = 1.96 * Math.sqrt(1e-4);
    const ci = alwaysValidInterval(0, 1e-4)!;
    expect(ci.high).toBeGreaterThan(fixed);
    expect(alwaysValidInterval(0, 1e-5)!.high).toBeLessThan(ci.high);
    expect(alwaysValidInterval(0, 0)).toBeNull();
  });

  it('find a 5% relative conversion uplift once enough viewers came', () => {
    const next = rng(7);
    const small = relativeUplift(bernoulli(500, 0.5, next), bernoulli(500, 0.525, next))!;
    expect(small.significant).toBe(false);
    const large = relativeUplift(bernoulli(40_000, 0.5, next), bernoulli(40_000, 0.525, next))!;
    expect(large.significant).toBe(true);
    expect(large.low).toBeGreaterThan(0);
    expect(large.low).toBeLessThan(0.05);
    expect(large.high).toBeGreaterThan(0.05);
  });

  it('stay non-significant in at least 95 of 100 A/A runs looked at 20 times each', () => {
    let falseAlarms = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const next = rng(seed);
      const a: MeanStats = { n: 0, sum: 0, sumSq: 0, events: 0 };
      const b: MeanStats = { n: 0, sum: 0, sumSq: 0, events: 0 };
      let alarmed = false;
      for (let look = 0; look < 20; look++) {
        for (const arm of [a, b]) {
          const add = bernoulli(500, 0.2, next);
          arm.n += add.n;
          arm.sum += add.sum;
          arm.sumSq += add.sumSq;
          arm.events += add.events;
        }
        if (relativeUplift(a, b)?.significant) alarmed = true;
      }
      if (alarmed) falseAlarms++;
    }
    expect(falseAlarms).toBeLessThanOrEqual(5);
  });

  it('give no interval below the minimum units, the control’s minimum events or with a zero control', () => {
    const conv = (n: number, hits: number): MeanStats => ({
      n,
      sum: hits,
      sumSq: hits,
      events: hits,
    });
    const loose = { minEvents: 0 };
    expect(relativeUplift(conv(10, 5), conv(10, 6), loose)).toBeNull();
    expect(relativeUplift(conv(100, 0), conv(100, 6), loose)).toBeNull();
    // A rollback once fired on this: 8 vs 1 purchasers after 1,000 viewers is no evidence yet.
    expect(relativeUplift(conv(500, 8), conv(500, 1))).toBeNull();
    expect(relativeUplift(conv(5_000, 49), conv(5_000, 60))).toBeNull();
    expect(relativeUplift(conv(5_000, 50), conv(5_000, 60))).not.toBeNull();
    // A treatment with no event yet is not waited for: it gets an interval, whose variance
    // holds its half event, too wide to call (the guardrail's exact test judges a drop).
    const broken = relativeUplift(conv(5_000, 100), conv(5_000, 0))!;
    expect(broken.estimate).toBeCloseTo(0.5 / 100 - 1, 6);
    expect(broken.low).toBeLessThan(broken.estimate);
    expect(broken.high).toBeGreaterThan(0);
    expect(broken.significant).toBe(false);
  });

  it('keep a relative uplift within its possible range: never below -100%', () => {
    const conv = (n: number, hits: number): MeanStats => ({
      n,
      sum: hits,
      sumSq: hits,
      events: hits,
    });
    const ci = relativeUplift(conv(500, 8), conv(500, 1), { minEvents: 1 })!;
    expect(ci.estimate).toBeCloseTo(-0.875, 6);
    expect(ci.low).toBeGreaterThan(-1);
    expect(ci.high).toBeGreaterThan(ci.estimate);
    // A halving and a doubling are as far from no change on the ratio's scale.
    const down = relativeUplift(conv(10_000, 400), conv(10_000, 200))!;
    const up = relativeUplift(conv(10_000, 200), conv(10_000, 400))!;
    expect(Math.log1p(down.high)).toBeCloseTo(-Math.log1p(up.low), 6);
  });

  it('judge rate differences and single proportions', () => {
    const worse = rateDifference({ n: 400, hits: 4 }, { n: 400, hits: 200 })!;
    expect(worse.estimate).toBeCloseTo(0.49, 2);
    expect(worse.low).toBeGreaterThan(0.3);
    const same = rateDifference({ n: 400, hits: 0 }, { n: 400, hits: 0 })!;
    expect(same.significant).toBe(false);
    expect(proportion(100, 400)!.low).toBeGreaterThan(0.05);
    expect(proportion(10, 400)!.low).toBeLessThan(0.05);
  });
});

describe('sample ratio mismatch', () => {
  it('accepts counts that fit the weights and flags those that do not', () => {
    expect(sampleRatioMismatch([5_000, 5_050], [50, 50]).mismatch).toBe(false);
    expect(sampleRatioMismatch([9_000, 1_020], [90, 10]).mismatch).toBe(false);
    const bad = sampleRatioMismatch([5_000, 5_500], [50, 50]);
    expect(bad.mismatch).toBe(true);
    expect(bad.pValue).toBeLessThan(0.001);
    expect(sampleRatioMismatch([0, 0], [50, 50])).toEqual({ pValue: 1, mismatch: false });
  });
});
