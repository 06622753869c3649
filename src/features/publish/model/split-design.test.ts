import { expect, it } from 'vitest';
import { plannedUnits } from '../../../harness/experiments';
import {
  DEFAULT_SPLIT_DESIGN,
  designFields,
  designOfSplit,
  plannedUnitsProblem,
  powerAnswer,
  valueCapInvalid,
} from './split-design';

const fixed = (plannedUnits: number | undefined) => ({
  ...DEFAULT_SPLIT_DESIGN,
  method: 'fixed_horizon' as const,
  plannedUnits,
});

it('says why planned viewers cannot be sent, with the bounds the API checks', () => {
  expect(plannedUnitsProblem({ ...DEFAULT_SPLIT_DESIGN, plannedUnits: 5 })).toBeNull();
  expect(plannedUnitsProblem(fixed(undefined))).toBe('required');
  expect(plannedUnitsProblem(fixed(Number.NaN))).toBe('whole');
  expect(plannedUnitsProblem(fixed(150.5))).toBe('whole');
  expect(plannedUnitsProblem(fixed(99))).toBe('min');
  expect(plannedUnitsProblem(fixed(100))).toBeNull();
  expect(plannedUnitsProblem(fixed(100_000_001))).toBe('max');
  expect(valueCapInvalid({ ...DEFAULT_SPLIT_DESIGN, valueCap: 49.9 })).toBe(true);
  expect(valueCapInvalid({ ...DEFAULT_SPLIT_DESIGN, valueCap: 99.5 })).toBe(false);
});

it('leaves out empty optional fields and planned viewers of an always-valid test', () => {
  expect(designFields({ ...DEFAULT_SPLIT_DESIGN, plannedUnits: 5000 })).toEqual({
    primaryMetric: { event: 'order', measure: 'conversion' },
    method: 'always_valid',
  });
  expect(designFields({ ...fixed(5000), valueCap: 95 })).toMatchObject({
    plannedUnits: 5000,
    valueCap: 95,
  });
  expect(designOfSplit({ version: 3, percent: 10 })).toEqual({});
});

it('answers the calculator from plannedUnits, never filling below the least plan', () => {
  expect(powerAnswer({ baseline: 5, lift: undefined, power: 80 }, 10)).toEqual({
    kind: 'incomplete',
  });
  expect(powerAnswer({ baseline: 5, lift: 20, power: 80 }, Number.NaN)).toEqual({
    kind: 'impossible',
  });
  expect(powerAnswer({ baseline: 60, lift: 80, power: 80 }, 50)).toEqual({
    kind: 'impossible',
  });
  const units = plannedUnits({ baseline: 0.05, lift: 0.2, power: 0.8, percent: 10 })!;
  expect(powerAnswer({ baseline: 5, lift: 20, power: 80 }, 10)).toEqual({
    kind: 'units',
    units,
    fill: units,
  });
  const tiny = powerAnswer({ baseline: 40, lift: 100, power: 80 }, 50);
  expect(tiny).toMatchObject({ kind: 'units', fill: 100 });
  expect(powerAnswer({ baseline: 0.01, lift: 0.1, power: 80 }, 1)).toMatchObject({
    kind: 'tooMany',
  });
});
