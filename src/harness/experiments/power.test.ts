import { describe, expect, it } from 'vitest';
import { bonferroniAlpha, plannedUnits, powerOf } from './power';

// Tabulated normal quantiles: z(0.975) and z(0.8).
const Z975 = 1.959963984540054;
const Z80 = 0.8416212335729143;

describe('bonferroniAlpha', () => {
  it('divides alpha by the number of metrics, at least one', () => {
    expect(bonferroniAlpha(0.05, 5)).toBeCloseTo(0.01, 15);
    expect(bonferroniAlpha(0.05, 1)).toBe(0.05);
    expect(bonferroniAlpha(0.05, 0)).toBe(0.05);
  });
});

describe('plannedUnits', () => {
  it('matches the log-ratio formula worked out independently (10% baseline, +30%, 50/50)', () => {
    // pA = 0.1, pB = 0.13, s = 0.5: per-unit variance 0.9/0.05 + 0.87/0.065 = 31.384615.
    const unitVariance = 0.9 / 0.05 + 0.87 / 0.065;
    const raw = ((Z975 + Z80) ** 2 * unitVariance) / Math.log(1.3) ** 2; // 3578.62
    expect(Math.ceil(raw)).toBe(3579);
    expect(plannedUnits({ baseline: 0.1, lift: 0.3, percent: 50 })).toBe(3579);
    expect(plannedUnits({ baseline: 0.1, lift: 0.3, alpha: 0.05, power: 0.8, percent: 50 })).toBe(
      3579,
    );
  });

  it('is within 1% of the textbook two-proportion size (unpooled: 1,771.2 an arm)', () => {
    const perArm = ((Z975 + Z80) ** 2 * (0.1 * 0.9 + 0.13 * 0.87)) / 0.03 ** 2;
    expect(perArm).toBeCloseTo(1771.23, 2);
    const units = plannedUnits({ baseline: 0.1, lift: 0.3, percent: 50 })!;
    expect(Math.abs(units / (2 * perArm) - 1)).toBeLessThan(0.011);
  });

  it('needs more viewers for an uneven split, a drop and a Bonferroni alpha', () => {
    // 20% treatment: 0.9/0.08 + 0.87/0.026 = 44.711538 → 5098.21.
    expect(plannedUnits({ baseline: 0.1, lift: 0.3, percent: 20 })).toBe(5099);
    // 5% → 4%: 0.95/0.025 + 0.96/0.02 = 86, over log(0.8)² → 13556.18.
    expect(plannedUnits({ baseline: 0.05, lift: -0.2, percent: 50 })).toBe(13557);
    // Three metrics: z(1 − 0.05/6) = 2.393980 → 4773.29.
    expect(plannedUnits({ baseline: 0.1, lift: 0.3, alpha: 0.05 / 3, percent: 50 })).toBe(4774);
  });

  it('is null for inputs that describe no possible test', () => {
    const ok = { baseline: 0.1, lift: 0.3, percent: 50 };
    expect(plannedUnits({ ...ok, baseline: 0 })).toBeNull();
    expect(plannedUnits({ ...ok, baseline: 1 })).toBeNull();
    expect(plannedUnits({ ...ok, lift: 0 })).toBeNull();
    expect(plannedUnits({ ...ok, lift: -1 })).toBeNull();
    expect(plannedUnits({ ...ok, baseline: 0.8, lift: 0.3 })).toBeNull(); // pB = 1.04
    expect(plannedUnits({ ...ok, alpha: 0 })).toBeNull();
    expect(plannedUnits({ ...ok, alpha: 1 })).toBeNull();
    expect(plannedUnits({ ...ok, power: 1 })).toBeNull();
    expect(plannedUnits({ ...ok, power: 0 })).toBeNull();
    expect(plannedUnits({ ...ok, percent: 0.5 })).toBeNull();
    expect(plannedUnits({ ...ok, percent: 100 })).toBeNull();
    expect(plannedUnits({ ...ok, baseline: Number.NaN })).toBeNull();
  });
});

describe('powerOf', () => {
  const design = { baseline: 0.1, lift: 0.3, alpha: 0.05, percent: 50 };

  it('inverts plannedUnits: at least the power asked for, and one viewer fewer falls short', () => {
    const units = plannedUnits({ ...design, power: 0.8 })!;
    const power = powerOf({ ...design, units })!;
    expect(power).toBeGreaterThanOrEqual(0.8);
    expect(power).toBeCloseTo(0.80004, 4);
    expect(powerOf({ ...design, units: units - 1 })!).toBeLessThan(0.8);
  });

  it('matches Φ(|ln 1.3| / √(V/N) − z) at 1,000 viewers', () => {
    // 0.262364 / √(31.384615/1000) − 1.959964 = −0.479, Φ(−0.479) = 0.31597.
    expect(powerOf({ ...design, units: 1000 })).toBeCloseTo(0.31597, 4);
  });

  it('stays in [0, 1] and rejects impossible inputs', () => {
    expect(powerOf({ ...design, units: 1e9 })).toBeLessThanOrEqual(1);
    expect(powerOf({ ...design, units: 1e9 })).toBeCloseTo(1, 6);
    expect(powerOf({ ...design, units: 0 })).toBeNull();
    expect(powerOf({ ...design, lift: 0, units: 1000 })).toBeNull();
    expect(powerOf({ ...design, percent: 100, units: 1000 })).toBeNull();
  });
});

describe('plannedUnits with CUPED', () => {
  it('shrinks the viewers needed by 1 − ρ²', () => {
    const plain = plannedUnits({ baseline: 0.1, lift: 0.3, percent: 50 })!;
    const cuped = plannedUnits({ baseline: 0.1, lift: 0.3, percent: 50, correlation: 0.5 })!;
    // 3,578.62 × 0.75 = 2,683.97.
    expect(cuped).toBe(2684);
    expect(cuped / plain).toBeCloseTo(0.75, 3);
    expect(plannedUnits({ baseline: 0.1, lift: 0.3, percent: 50, correlation: 0 })).toBe(plain);
  });

  it('refuses a correlation outside [0, 1)', () => {
    expect(plannedUnits({ baseline: 0.1, lift: 0.3, percent: 50, correlation: 1 })).toBeNull();
    expect(plannedUnits({ baseline: 0.1, lift: 0.3, percent: 50, correlation: -0.1 })).toBeNull();
  });

  it('gives the same power at the CUPED size as the plain test at its own', () => {
    const input = { baseline: 0.1, lift: 0.3, percent: 50, correlation: 0.5 };
    const units = plannedUnits(input)!;
    expect(powerOf({ ...input, units })).toBeGreaterThanOrEqual(0.8);
    expect(powerOf({ ...input, units: units - 50 })).toBeLessThan(0.8);
  });
});
