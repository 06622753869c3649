import { describe, expect, it } from 'vitest';
import { exactDrop } from './exact-drop';
import { guardrailStatus } from './guardrail-status';
import { metricsOf, NO_TURNS, type ArmStats } from './report';

function arm(version: number, units: number, orders: number): ArmStats {
  return {
    version,
    units,
    events: {
      order: { count: orders, value: orders * 80, units: orders, valueSq: orders * 6_400 },
    },
    turns: NO_TURNS,
  };
}

const mustNotFall = { kind: 'metric', event: 'order', measure: 'conversion', maxDrop: 0 } as const;
const primary = { event: 'order', measure: 'conversion' } as const;

// A 5% split at 1% conversion: 263 treatment viewers expect 2.6 purchases, and none is no
// surprise (0.99^263 = 7%). The report once read it as −81% [−89.7%, −64.9%], significant.
describe('a small arm with no events yet', () => {
  const control = arm(1, 5_000, 50);
  const treatment = arm(2, 263, 0);

  it('is not significant, always valid or fixed horizon', () => {
    for (const method of ['always_valid', 'fixed_horizon'] as const) {
      const design = { primaryMetric: primary, method, plannedUnits: 5_000 };
      const m = metricsOf(control, treatment, {}, design)[0]!;
      expect(m.relativeUplift).toBeCloseTo(0.5 / 263 / 0.01 - 1, 9);
      expect(m.significant).toBe(false);
      expect(m.low!).toBeLessThan(-0.9);
      expect(m.high!).toBeGreaterThan(0);
    }
  });

  it('is not rolled back, and the guardrail says why', () => {
    const status = guardrailStatus(mustNotFall, control, treatment);
    expect(status).toMatchObject({ breached: false, reason: 'treatment_events' });
    expect(status.summary).toContain('No decision');
    expect(status.summary).toContain('0 units with the event (2.6 at the control');
    expect(status.summary).toContain('exact test does not show a drop');
  });

  it('is still rolled back once its zero is a surprise: the exact test decides', () => {
    const status = guardrailStatus(mustNotFall, arm(1, 10_000, 100), arm(2, 10_000, 0));
    expect(status).toMatchObject({ breached: true, reason: null });
    expect(status.summary).toContain('an exact test shows the drop');
    // One treatment viewer in ten at the same rates: 10 expected, none seen (e^−10).
    expect(guardrailStatus(mustNotFall, arm(1, 19_000, 190), arm(2, 1_000, 0)).breached).toBe(true);
  });

  it('is left undecided on a value metric, which has no exact test', () => {
    const value = { ...mustNotFall, measure: 'valuePerUnit' } as const;
    const status = guardrailStatus(value, arm(1, 10_000, 100), arm(2, 10_000, 0));
    expect(status).toMatchObject({ breached: false, reason: 'treatment_events' });
    expect(status.summary).toContain('value metric has no exact test');
  });

  it('waits for the control’s events and for units, saying which', () => {
    expect(guardrailStatus(mustNotFall, arm(1, 3_000, 30), arm(2, 3_000, 0)).reason).toBe(
      'control_events',
    );
    expect(guardrailStatus(mustNotFall, arm(1, 3_000, 300), arm(2, 20, 0)).reason).toBe('units');
  });

  it('is judged by the interval once the treatment has minEvents units with the event', () => {
    const status = guardrailStatus(mustNotFall, arm(1, 20_000, 4_000), arm(2, 20_000, 3_000));
    expect(status).toMatchObject({ breached: true, reason: null });
    expect(status.summary).not.toContain('exact');
  });
});

describe('exactDrop', () => {
  it('matches the closed form at zero treatment events', () => {
    // x_B = 0: M = (1 − (1 − q0)^(x_A + 1)) / ((x_A + 1) q0 (1 − q0)^x_A).
    const q0 = 263 / 5_263;
    const closed = (1 - (1 - q0) ** 51) / (51 * q0 * (1 - q0) ** 50);
    const r = exactDrop({ n: 5_000, events: 50 }, { n: 263, events: 0 }, 0)!;
    expect(r.evidence).toBeCloseTo(closed, 9);
    expect(r).toMatchObject({ needed: 40, breached: false });
    expect(r.expected).toBeCloseTo(2.63, 12);
  });

  it('grows as the treatment’s events fall short, and with the allowed drop shrinking', () => {
    const at = (x: number, maxDrop = 0) =>
      exactDrop({ n: 10_000, events: 200 }, { n: 2_000, events: x }, maxDrop)!.evidence;
    expect(at(0)).toBeGreaterThan(at(10));
    expect(at(10)).toBeGreaterThan(at(30));
    expect(at(10, 0.5)).toBeLessThan(at(10));
    // At the expected 40 there is no evidence of a drop.
    expect(at(40)).toBeLessThan(1);
  });

  it('cannot show a drop of 100% or run without control events', () => {
    expect(exactDrop({ n: 100, events: 10 }, { n: 100, events: 0 }, 1)).toBeNull();
    expect(exactDrop({ n: 100, events: 0 }, { n: 100, events: 0 }, 0)).toBeNull();
  });
});
