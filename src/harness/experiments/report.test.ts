import { describe, expect, it } from 'vitest';
import { guardrailStatus } from './guardrail-status';
import { NO_TURNS, srmOf } from '../testing/internals';
import { experimentArmOf, metricsOf, type ArmStats, type TurnStats } from './report';

const turns = (t: Partial<TurnStats>): TurnStats => ({ ...NO_TURNS, ...t });

function arm(
  version: number,
  units: number,
  orders: number,
  value: number,
  t: Partial<TurnStats> = {},
): ArmStats {
  return {
    version,
    units,
    events: {
      product_view: { count: units, value: 0, units, valueSq: 0 },
      order: {
        count: orders,
        value: orders * value,
        units: orders,
        valueSq: orders * value * value,
      },
      confirmed_receipt: {
        count: orders,
        value: orders * value,
        units: orders,
        valueSq: orders * value * value,
      },
    },
    turns: turns(t),
  };
}

describe('report', () => {
  it('gives each arm its value per unit (confirmed receipts) and traced rates', () => {
    const a = experimentArmOf(
      arm(1, 1_000, 100, 50, { turns: 200, errors: 4, blocked: 10, timed: 190 }),
      'control',
    );
    expect(a).toMatchObject({
      version: 1,
      role: 'control',
      units: 1_000,
      valuePerUnit: 5,
      errorRate: 0.02,
      hookBlockRate: 0.05,
    });
    expect(a.events.order).toEqual({ count: 100, value: 5_000 });
    expect(experimentArmOf(arm(2, 10, 0, 0), 'treatment').errorRate).toBeNull();
  });

  it('lists conversion for every event and value per unit where there are values', () => {
    const metrics = metricsOf(arm(1, 20_000, 2_000, 100), arm(2, 20_000, 2_600, 100));
    expect(metrics.map((m) => `${m.event}/${m.kind}`)).toEqual([
      'confirmed_receipt/conversion',
      'confirmed_receipt/valuePerUnit',
      'order/conversion',
      'order/valuePerUnit',
      'product_view/conversion',
    ]);
    const order = metrics.find((m) => m.event === 'order' && m.kind === 'conversion')!;
    expect(order.relativeUplift).toBeCloseTo(0.3, 9);
    expect(order.significant).toBe(true);
    expect(metrics.find((m) => m.event === 'product_view')!.relativeUplift).toBeNull();
  });

  it('tests the units against the split weights', () => {
    expect(srmOf(arm(1, 9_000, 0, 0), arm(2, 1_000, 0, 0), 10).mismatch).toBe(false);
    expect(srmOf(arm(1, 9_000, 0, 0), arm(2, 1_000, 0, 0), 50).mismatch).toBe(true);
  });
});

describe('guardrails', () => {
  const calm = { turns: 400, errors: 2, blocked: 4, timed: 400, slowerThan: { 8_000: 4 } };
  it('breaks on an error or block rate worse beyond its threshold with confidence', () => {
    const a = arm(1, 100, 10, 1, calm);
    const b = arm(2, 100, 10, 1, { ...calm, errors: 120, blocked: 150 });
    expect(guardrailStatus({ kind: 'error_rate', maxIncrease: 0.05 }, a, b).breached).toBe(true);
    expect(guardrailStatus({ kind: 'error_rate', maxIncrease: 0.5 }, a, b).breached).toBe(false);
    expect(guardrailStatus({ kind: 'hook_block_rate', maxIncrease: 0.1 }, a, b).breached).toBe(
      true,
    );
    expect(guardrailStatus({ kind: 'hook_block_rate', maxIncrease: 0.1 }, a, a).breached).toBe(
      false,
    );
  });

  it('breaks on a P95 first token over the limit: more than 5% of turns slower', () => {
    const a = arm(1, 100, 10, 1, calm);
    const slow = arm(2, 100, 10, 1, {
      ...calm,
      slowerThan: { 8_000: 120 },
      firstToken: { p50: 3_000, p95: 9_500 },
    });
    const status = guardrailStatus({ kind: 'first_token_p95', maxMs: 8_000 }, a, slow);
    expect(status.breached).toBe(true);
    expect(status.summary).toContain('P95 9500 ms');
    expect(guardrailStatus({ kind: 'first_token_p95', maxMs: 8_000 }, a, a).breached).toBe(false);
  });

  it('breaks on a metric that falls beyond its allowed drop, not on a small dip', () => {
    const a = arm(1, 20_000, 4_000, 100);
    const worse = arm(2, 20_000, 3_000, 100);
    const dip = arm(2, 20_000, 3_960, 100);
    const g = { kind: 'metric', event: 'order', measure: 'conversion', maxDrop: 0.1 } as const;
    expect(guardrailStatus(g, a, worse).breached).toBe(true);
    expect(guardrailStatus(g, a, dip).breached).toBe(false);
    const value = { ...g, event: 'confirmed_receipt', measure: 'valuePerUnit' } as const;
    expect(guardrailStatus(value, a, worse).breached).toBe(true);
  });

  it('never breaks without enough data', () => {
    const few = arm(1, 10, 1, 1, { turns: 10, errors: 0, timed: 10 });
    const bad = arm(2, 10, 0, 1, { turns: 10, errors: 10, timed: 10 });
    const status = guardrailStatus({ kind: 'error_rate', maxIncrease: 0 }, few, bad);
    expect(status).toMatchObject({ breached: false, estimate: null });
    expect(status.summary).toContain('not enough');
  });
});
