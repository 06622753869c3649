import { describe, expect, it } from 'vitest';
import { metricsOf, NO_TURNS, type ArmStats } from './report';

/** 1,000 units, `orders` of them converting; `repeat` of those converted in the pre-period too. */
function arm(version: number, orders: number, repeat: number, preOnly: number): ArmStats {
  return {
    version,
    units: 1_000,
    events: { order: { count: orders, value: orders * 10, units: orders, valueSq: orders * 100 } },
    turns: NO_TURNS,
    covariates: {
      order: {
        convX: repeat + preOnly,
        convXY: repeat,
        valX: (repeat + preOnly) * 10,
        valXX: (repeat + preOnly) * 100,
        valXY: repeat * 100,
      },
    },
  };
}

const design = { primaryMetric: { event: 'order', measure: 'conversion' as const } };

describe('metrics with CUPED', () => {
  const control = arm(1, 200, 150, 50);
  const treatment = arm(2, 240, 170, 40);

  it('reports the variance reduced and a narrower interval around a similar uplift', () => {
    const plain = metricsOf(control, treatment, {}, design)[0]!;
    const cuped = metricsOf(control, treatment, {}, { ...design, cuped: { preDays: 14 } })[0]!;
    expect(plain.varianceReduction).toBeUndefined();
    expect(cuped.varianceReduction).toBeGreaterThan(0.3);
    expect(cuped.high! - cuped.low!).toBeLessThan(plain.high! - plain.low!);
    expect(Math.abs(cuped.relativeUplift! - plain.relativeUplift!)).toBeLessThan(0.1);
  });

  it('reports 0 and the plain interval without pre-period outcomes', () => {
    const bare = (a: ArmStats): ArmStats => ({ ...a, covariates: {} });
    const plain = metricsOf(bare(control), bare(treatment), {}, design)[0]!;
    const cuped = metricsOf(
      bare(control),
      bare(treatment),
      {},
      {
        ...design,
        cuped: { preDays: 14 },
      },
    )[0]!;
    expect(cuped.varianceReduction).toBe(0);
    expect(cuped.low).toBeCloseTo(plain.low!, 12);
    expect(cuped.high).toBeCloseTo(plain.high!, 12);
  });
});
