import { describe, expect, it } from 'vitest';
import { metricsOf, NO_TURNS, type ArmStats } from './report';
import { relativeUplift } from './sequential';
import { fixedHorizonUplift } from './fixed-horizon';

function arm(version: number, units: number, orders: number, value: number): ArmStats {
  const valued = {
    count: orders,
    value: orders * value,
    units: orders,
    valueSq: orders * value ** 2,
  };
  return {
    version,
    units,
    events: {
      product_view: { count: units, value: 0, units, valueSq: 0 },
      order: valued,
      confirmed_receipt: { ...valued },
    },
    turns: NO_TURNS,
  };
}

describe('metrics by the design', () => {
  const a = arm(1, 10_000, 1_000, 100);
  const b = arm(2, 10_000, 1_150, 100);

  it('puts the primary first at α and tests every secondary at α / m (Bonferroni)', () => {
    const metrics = metricsOf(
      a,
      b,
      {},
      { primaryMetric: { event: 'order', measure: 'conversion' } },
    );
    expect(metrics[0]).toMatchObject({
      event: 'order',
      kind: 'conversion',
      role: 'primary',
      alpha: 0.05,
    });
    const secondary = metrics.slice(1);
    // Without named secondaries: every other metric the arms sent (4 here).
    expect(secondary.map((m) => `${m.event}/${m.kind}`)).toEqual([
      'confirmed_receipt/conversion',
      'confirmed_receipt/valuePerUnit',
      'order/valuePerUnit',
      'product_view/conversion',
    ]);
    for (const m of secondary) expect(m).toMatchObject({ role: 'secondary', alpha: 0.05 / 4 });
    // The corrected interval is the always-valid one at α / m: wider than at α.
    const receipt = secondary[0]!;
    const at = (alpha: number) =>
      relativeUplift(
        { n: 10_000, sum: 1_000, sumSq: 1_000, events: 1_000 },
        { n: 10_000, sum: 1_150, sumSq: 1_150, events: 1_150 },
        { alpha },
      )!;
    expect(receipt.low).toBeCloseTo(at(0.0125).low, 12);
    expect(receipt.low!).toBeLessThan(at(0.05).low);
  });

  it('names its secondaries when the design does, and never repeats the primary', () => {
    const metrics = metricsOf(
      a,
      b,
      {},
      {
        primaryMetric: { event: 'order', measure: 'conversion' },
        secondaryMetrics: [
          { event: 'order', measure: 'conversion' },
          { event: 'confirmed_receipt', measure: 'valuePerUnit' },
        ],
      },
    );
    expect(metrics.map((m) => [m.event, m.kind, m.role, m.alpha])).toEqual([
      ['order', 'conversion', 'primary', 0.05],
      ['confirmed_receipt', 'valuePerUnit', 'secondary', 0.05],
    ]);
  });

  it('reads a fixed-horizon test only at its planned viewers', () => {
    const design = {
      primaryMetric: { event: 'order', measure: 'conversion' as const },
      method: 'fixed_horizon' as const,
      plannedUnits: 30_000,
    };
    const early = metricsOf(a, b, {}, design)[0]!;
    expect(early).toMatchObject({
      method: 'fixed_horizon',
      due: false,
      low: null,
      high: null,
      significant: false,
    });
    expect(early.relativeUplift).toBeCloseTo(0.15, 12);
    const due = metricsOf(a, b, {}, { ...design, plannedUnits: 20_000 })[0]!;
    const expected = fixedHorizonUplift(
      { n: 10_000, sum: 1_000, sumSq: 1_000, events: 1_000 },
      { n: 10_000, sum: 1_150, sumSq: 1_150, events: 1_150 },
    )!;
    expect(due).toMatchObject({ due: true, significant: true });
    expect(due.low).toBeCloseTo(expected.low, 12);
    expect(due.high).toBeCloseTo(expected.high, 12);
  });

  it('uses the winsorised sums for value metrics and says the cap', () => {
    const whale = arm(2, 10_000, 1_000, 100);
    // One viewer of the treatment ordered for 1e9: uncapped, that is the whole "effect".
    const order = whale.events.order!;
    whale.events.order = { ...order, value: order.value + 1e9, valueSq: order.valueSq + 1e18 };
    const uncapped = metricsOf(a, whale).find(
      (m) => m.event === 'order' && m.kind === 'valuePerUnit',
    )!;
    expect(uncapped.relativeUplift!).toBeGreaterThan(100);
    whale.events.order.capped = { cap: 100, sum: order.value + 100, sumSq: order.valueSq + 1e4 };
    a.events.order!.capped = {
      cap: 100,
      sum: a.events.order!.value,
      sumSq: a.events.order!.valueSq,
    };
    const capped = metricsOf(a, whale).find(
      (m) => m.event === 'order' && m.kind === 'valuePerUnit',
    )!;
    expect(capped.cap).toBe(100);
    expect(capped.relativeUplift!).toBeCloseTo(100 / 100_000, 9);
    expect(capped.significant).toBe(false);
  });
});
