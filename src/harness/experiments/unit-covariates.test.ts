import { describe, expect, it } from 'vitest';
import { covariatesOf, prePeriodOf, unitPreOf } from './unit-covariates';
import type { UnitState } from './unit-aggregates';

const start = '2026-12-15T00:00:00Z';
const state: UnitState = {
  firstArm: 'treatment',
  percent: 50,
  unitArm: 'treatment',
  since: '2026-12-15T01:00:00Z',
};

describe('unitPreOf', () => {
  const period = prePeriodOf(start, { preDays: 14 });

  it('counts the outcomes of [start − preDays, start) only', () => {
    expect(period).toEqual({ from: '2026-12-01T00:00:00.000Z', to: start });
    const pre = unitPreOf(
      state,
      [
        { event: 'order', value: 10, at: '2026-11-30T23:59:59Z' },
        { event: 'order', value: 20, at: '2026-12-01T00:00:00Z' },
        { event: 'order', value: 5, at: '2026-12-14T23:00:00-02:00' }, // 01:00 on the 15th
        { event: 'order', value: 7, at: '2026-12-14T12:00:00Z' },
        { event: 'click', value: null, at: '2026-12-10T00:00:00Z' },
      ],
      period,
    );
    expect(pre).toEqual([
      { event: 'order', arm: 'treatment', n: 2, v: 27 },
      { event: 'click', arm: 'treatment', n: 1, v: 0 },
    ]);
  });

  it('keeps nothing for a crossed viewer', () => {
    const crossed = { ...state, unitArm: null, since: null };
    expect(
      unitPreOf(crossed, [{ event: 'order', value: 1, at: '2026-12-10T00:00:00Z' }], period),
    ).toEqual([]);
  });
});

describe('covariatesOf', () => {
  it('gives Σx, Σx², Σxy of one unit per event, x the pre-period and y the in-period measure', () => {
    const sums = covariatesOf(
      [
        { event: 'order', arm: 'control', n: 2, v: 30 },
        { event: 'click', arm: 'control', n: 1, v: 0 },
      ],
      [{ event: 'order', n: 1, v: 4 }],
    );
    expect(sums.get('order')).toEqual({ convX: 1, convXY: 1, valX: 30, valXX: 900, valXY: 120 });
    expect(sums.get('click')).toEqual({ convX: 1, convXY: 0, valX: 0, valXX: 0, valXY: 0 });
  });
});
