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
  return { n, sum: hits, sumSq: hits };
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
      const a: MeanStats = { n: 0, sum: 0, sumSq: 0 };
      const b: MeanStats = { n: 0, sum: 0, sumSq: 0 };
      let alarmed = false;
      for (let look = 0; look < 20; look++) {
        for (const arm of [a, b]) {
          const add = bernoulli(500, 0.2, next);
          arm.n += add.n;
          arm.sum += add.sum;
          arm.sumSq += add.sumSq;
        }
        if (relativeUplift(a, b)?.significant) alarmed = true;
      }
      if (alarmed) falseAlarms++;
    }
    expect(falseAlarms).toBeLessThanOrEqual(5);
  });

  it('give no interval below the minimum units or with a zero control', () => {
    expect(relativeUplift({ n: 10, sum: 5, sumSq: 5 }, { n: 10, sum: 6, sumSq: 6 })).toBeNull();
    expect(relativeUplift({ n: 100, sum: 0, sumSq: 0 }, { n: 100, sum: 6, sumSq: 6 })).toBeNull();
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
