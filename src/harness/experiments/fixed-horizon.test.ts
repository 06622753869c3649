import { describe, expect, it } from 'vitest';
import { fixedHorizonUplift } from './fixed-horizon';
import { relativeUplift, type MeanStats } from './sequential';

const conv = (n: number, hits: number): MeanStats => ({ n, sum: hits, sumSq: hits, events: hits });

describe('fixedHorizonUplift', () => {
  // 100/1000 vs 130/1000: log ratio ln 1.3 = 0.262364, V = 0.87/130 + 0.9/100 = 0.0156923,
  // so the 95% interval is exp(0.262364 ± 1.959964 · 0.125269) − 1 (worked out by hand).
  const a = conv(1000, 100);
  const b = conv(1000, 130);

  it('is the classical 95% interval on the log ratio', () => {
    const ci = fixedHorizonUplift(a, b)!;
    expect(ci.estimate).toBeCloseTo(0.3, 12);
    expect(ci.low).toBeCloseTo(0.016984271, 8);
    expect(ci.high).toBeCloseTo(0.661775947, 8);
    expect(ci.significant).toBe(true);
  });

  it('follows alpha: 90% is narrower', () => {
    const ci = fixedHorizonUplift(a, b, { alpha: 0.1 })!;
    expect(ci.low).toBeCloseTo(0.057931082, 8);
    expect(ci.high).toBeCloseTo(0.597457555, 8);
  });

  it('is narrower than the always-valid interval on the same data', () => {
    const fixed = fixedHorizonUplift(a, b)!;
    const valid = relativeUplift(a, b)!;
    expect(fixed.low).toBeGreaterThan(valid.low);
    expect(fixed.high).toBeLessThan(valid.high);
  });

  it('is not significant when the interval covers 0', () => {
    const ci = fixedHorizonUplift(a, conv(1000, 105))!;
    expect(ci.low).toBeLessThan(0);
    expect(ci.high).toBeGreaterThan(0);
    expect(ci.significant).toBe(false);
  });

  it('keeps the logRatio guards and rejects an impossible alpha', () => {
    expect(fixedHorizonUplift(conv(1000, 49), b)).toBeNull();
    expect(fixedHorizonUplift(conv(20, 20), b, { minEvents: 1 })).toBeNull();
    expect(fixedHorizonUplift(a, b, { alpha: 0 })).toBeNull();
    expect(fixedHorizonUplift(a, b, { alpha: 1 })).toBeNull();
    expect(fixedHorizonUplift(conv(100, 20), conv(100, 30), { minEvents: 20 })).not.toBeNull();
  });
});
