import { describe, expect, it } from 'vitest';
import { geometry, percent, pointsOf } from './chart';

const look = (at: string, low: number | null, estimate: number | null, high: number | null) => ({
  at,
  units: [100, 100],
  metrics: [
    {
      event: 'order',
      kind: 'conversion' as const,
      role: 'primary' as const,
      method: 'always_valid' as const,
      alpha: 0.05,
      due: true,
      cap: null,
      relativeUplift: estimate,
      low,
      high,
      significant: false,
    },
  ],
});

describe('uplift chart', () => {
  it('keeps the looks that had an interval, in order', () => {
    const points = pointsOf(
      [look('t1', null, null, null), look('t2', -0.2, 0.05, 0.3), look('t3', 0.01, 0.05, 0.09)],
      { event: 'order', kind: 'conversion' },
    );
    expect(points.map((p) => p.at)).toEqual(['t2', 't3']);
    expect(pointsOf([look('t1', -0.1, 0, 0.1)], { event: 'order', kind: 'valuePerUnit' })).toEqual(
      [],
    );
  });

  it('spans zero and the intervals, clipped at ±100%', () => {
    const g = geometry(
      [
        { at: 'a', low: -3, estimate: 0.1, high: 4 },
        { at: 'b', low: 0.02, estimate: 0.05, high: 0.08 },
      ],
      100,
      50,
    );
    expect([g.yMin, g.yMax]).toEqual([-1, 1]);
    expect(g.zeroY).toBe(25);
    expect(g.band.startsWith('M0.0,0.0 L100.0,')).toBe(true);
    expect(g.line).toMatch(/^M0\.0,[\d.]+ L100\.0,[\d.]+$/);
  });

  it('formats uplifts with a sign', () => {
    expect(percent(0.0433)).toBe('+4.33%');
    expect(percent(-0.01, 1)).toBe('-1.0%');
    expect(percent(null)).toBe('—');
  });
});
