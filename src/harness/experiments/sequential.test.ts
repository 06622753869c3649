import { describe, expect, it } from 'vitest';
import { alwaysValidInterval, logRatio, relativeUplift, type MeanStats } from './sequential';

const conv = (n: number, hits: number): MeanStats => ({ n, sum: hits, sumSq: hits, events: hits });

describe('logRatio', () => {
  it('is the log of the ratio of means with the delta-method variance', () => {
    // 10% vs 13%: V = (1 − 0.13)/(1000 · 0.13) + (1 − 0.1)/(1000 · 0.1) = 0.0066923 + 0.009.
    const r = logRatio(conv(1000, 100), conv(1000, 130))!;
    expect(r.ratio).toBeCloseTo(1.3, 12);
    expect(r.logEstimate).toBeCloseTo(0.26236426446749106, 12);
    expect(r.variance).toBeCloseTo(0.87 / 130 + 0.009, 12);
  });

  it('uses the sample variance of a value metric', () => {
    // Control 1,2,3,4 (mean 2.5, variance 1.25); treatment 2,2,4,4 (mean 3, variance 1).
    const control = { n: 4, sum: 10, sumSq: 30, events: 4 };
    const treatment = { n: 4, sum: 12, sumSq: 40, events: 4 };
    const r = logRatio(control, treatment, { minUnits: 1, minEvents: 1 })!;
    expect(r.ratio).toBeCloseTo(1.2, 12);
    expect(r.variance).toBeCloseTo(1 / (4 * 9) + 1.25 / (4 * 6.25), 12);
  });

  it('keeps the guards: units, control events, a zero control mean', () => {
    expect(logRatio(conv(29, 20), conv(1000, 100), { minEvents: 1 })).toBeNull();
    expect(logRatio(conv(1000, 100), conv(29, 20), { minEvents: 1 })).toBeNull();
    expect(logRatio(conv(1000, 49), conv(1000, 60))).toBeNull();
    expect(logRatio(conv(1000, 50), conv(1000, 60))).not.toBeNull();
    expect(logRatio({ n: 100, sum: 0, sumSq: 0, events: 60 }, conv(100, 5))).toBeNull();
  });

  it('reads a treatment with no events as half an event, in the estimate and in V', () => {
    const r = logRatio(conv(1000, 100), conv(1000, 0))!;
    expect(r.ratio).toBeCloseTo(0.5 / 1000 / 0.1, 12);
    // The treatment's term is 1/½ = 2, the control's (1 − 0.1)/100.
    expect(r.variance).toBeCloseTo(2 + 0.9 / 100, 12);
  });

  it('gives a value arm with no events half an event at the other arm’s value per event', () => {
    // Control: 40 of 100 units with values 1 and 3 alternately, Σv = 80, Σv² = 200.
    const control = { n: 100, sum: 80, sumSq: 200, events: 40 };
    const r = logRatio(control, { n: 50, sum: 0, sumSq: 0, events: 0 }, { minEvents: 1 })!;
    expect(r.ratio).toBeCloseTo((0.5 * 2) / 50 / 0.8, 12);
    // K = 40 · 200 / 80² = 1.25: the treatment's term is 2K, the control's Σv²/(Σv)² − 1/n.
    expect(r.variance).toBeCloseTo(2.5 + (200 / 6400 - 1 / 100), 12);
  });
});

describe('relativeUplift over logRatio', () => {
  it('is the always-valid interval on the log ratio, mapped back with expm1', () => {
    const a = conv(1000, 100);
    const b = conv(1000, 130);
    const r = logRatio(a, b)!;
    const ci = alwaysValidInterval(r.logEstimate, r.variance)!;
    const up = relativeUplift(a, b)!;
    expect(up.estimate).toBeCloseTo(0.3, 12);
    expect(up.low).toBeCloseTo(Math.expm1(ci.low), 12);
    expect(up.high).toBeCloseTo(Math.expm1(ci.high), 12);
    expect(up.significant).toBe(ci.significant);
  });
});
