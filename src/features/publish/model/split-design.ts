import {
  cupedSchema,
  experimentDesignSchema,
  plannedUnits,
  type ExperimentDesign,
  type MetricRef,
} from '../../../harness/experiments';
import type { Split } from '../types';

/** What the split section's design fields hold: the form's side of `ExperimentDesign`. */
export interface SplitDesign {
  event: string;
  measure: MetricRef['measure'];
  method: NonNullable<ExperimentDesign['method']>;
  /** Undefined while the box is empty; NaN when it holds no number. */
  plannedUnits: number | undefined;
  valueCap: number | undefined;
  /** CUPED on, with its pre-period in days (undefined while the box is empty). */
  cuped: boolean;
  preDays: number | undefined;
}

export const DEFAULT_SPLIT_DESIGN: SplitDesign = {
  event: 'order',
  measure: 'conversion',
  method: 'always_valid',
  plannedUnits: undefined,
  valueCap: undefined,
  cuped: false,
  preDays: 14,
};

// The bounds come from the core schema the server checks with, so the two never disagree.
const unitsSchema = experimentDesignSchema.shape.plannedUnits.unwrap();
const capSchema = experimentDesignSchema.shape.valueCap.unwrap();
export const PLANNED_UNITS_MIN = unitsSchema.minValue ?? 100;
export const PLANNED_UNITS_MAX = unitsSchema.maxValue ?? 100_000_000;
export const VALUE_CAP_MIN = capSchema.minValue ?? 50;
export const VALUE_CAP_MAX = capSchema.maxValue ?? 100;
const preDaysSchema = cupedSchema.shape.preDays;
export const PRE_DAYS_MIN = preDaysSchema.minValue ?? 1;
export const PRE_DAYS_MAX = preDaysSchema.maxValue ?? 90;

/** True when CUPED is on and its pre-period is not a whole number of days from 1 to 90. */
export function preDaysInvalid(design: SplitDesign): boolean {
  return design.cuped && !preDaysSchema.safeParse(design.preDays).success;
}

export type PlannedUnitsProblem = 'required' | 'whole' | 'min' | 'max';

/** Why the planned viewers cannot be sent, or null (always-valid tests need none). */
export function plannedUnitsProblem(design: SplitDesign): PlannedUnitsProblem | null {
  if (design.method !== 'fixed_horizon') return null;
  if (design.plannedUnits === undefined) return 'required';
  const issue = unitsSchema.safeParse(design.plannedUnits).error?.issues[0];
  if (!issue) return null;
  return issue.code === 'too_small' ? 'min' : issue.code === 'too_big' ? 'max' : 'whole';
}

/** True when a value cap was typed and is not a percentile from 50 to 100. */
export function valueCapInvalid(design: SplitDesign): boolean {
  return design.valueCap !== undefined && !capSchema.safeParse(design.valueCap).success;
}

/** The design fields the split is sent with; empty optional ones are left out. */
export function designFields(design: SplitDesign): ExperimentDesign {
  return {
    primaryMetric: { event: design.event, measure: design.measure },
    method: design.method,
    ...(design.method === 'fixed_horizon' && design.plannedUnits !== undefined
      ? { plannedUnits: design.plannedUnits }
      : {}),
    ...(design.valueCap !== undefined ? { valueCap: design.valueCap } : {}),
    ...(design.cuped && design.preDays !== undefined ? { cuped: { preDays: design.preDays } } : {}),
  };
}

/**
 * The design a label's running split has, as the form's starting point: a ramp sends the
 * fields again, so starting from the defaults would quietly change its experiment.
 */
export function designOfSplit(split: Split | null | undefined): Partial<SplitDesign> {
  if (!split) return {};
  return {
    ...(split.primaryMetric
      ? { event: split.primaryMetric.event, measure: split.primaryMetric.measure }
      : {}),
    ...(split.method ? { method: split.method } : {}),
    ...(split.plannedUnits !== undefined ? { plannedUnits: split.plannedUnits } : {}),
    ...(split.valueCap !== undefined ? { valueCap: split.valueCap } : {}),
    ...(split.cuped ? { cuped: true, preDays: split.cuped.preDays } : {}),
  };
}

export interface PowerInputs {
  /** Percentages as typed: baseline conversion, smallest relative lift, power. */
  baseline: number | undefined;
  lift: number | undefined;
  power: number | undefined;
  /** With CUPED: the expected correlation of a viewer's pre-period and experiment (0–0.99). */
  correlation?: number | undefined;
}

export type PowerAnswer =
  | { kind: 'incomplete' }
  | { kind: 'impossible' }
  | { kind: 'tooMany'; units: number }
  | { kind: 'units'; units: number; fill: number };

/** The viewers a fixed-horizon test needs for the calculator's inputs at the split's share. */
export function powerAnswer(inputs: PowerInputs, percent: number): PowerAnswer {
  const { baseline, lift, power } = inputs;
  if (baseline === undefined || lift === undefined || power === undefined) {
    return { kind: 'incomplete' };
  }
  const units = plannedUnits({
    baseline: baseline / 100,
    lift: lift / 100,
    power: power / 100,
    percent,
    ...(inputs.correlation !== undefined ? { correlation: inputs.correlation } : {}),
  });
  if (units === null) return { kind: 'impossible' };
  if (units > PLANNED_UNITS_MAX) return { kind: 'tooMany', units };
  // A huge lift may need fewer viewers than the least a plan may have.
  return { kind: 'units', units, fill: Math.max(PLANNED_UNITS_MIN, units) };
}
