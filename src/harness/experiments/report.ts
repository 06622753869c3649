import type { ExperimentDesign, MetricRef } from './design-schema';
import { fixedHorizonUplift } from './fixed-horizon';
import { bonferroniAlpha } from './power';
import type { ExperimentArm, ExperimentMetric } from './schema';
import {
  DEFAULT_ALPHA,
  relativeUplift,
  type MeanStats,
  type SequentialOptions,
} from './sequential';
import { sampleRatioMismatch } from './srm';
import { varianceReduction, type CupedSums } from './cuped';

/**
 * Over one arm's units, X being the unit's pre-period measure and Y its measure in the
 * experiment: Σx and Σxy for conversion (x, y in {0, 1}, so Σx² = Σx), Σx, Σx² and Σxy for
 * the summed value. The sums of Y are the arm's own (`EventStats`).
 */
export interface CovariateSums {
  convX: number;
  convXY: number;
  valX: number;
  valXX: number;
  valXY: number;
}

/** CUPED's sums of one arm for a metric: Y from the arm's events, X from its covariates. */
export function cupedSumsOf(
  arm: ArmStats,
  event: string,
  kind: ExperimentMetric['kind'],
): CupedSums {
  const e = arm.events[event] ?? EMPTY_EVENT;
  const c = arm.covariates?.[event];
  return kind === 'conversion'
    ? {
        n: arm.units,
        sumX: c?.convX ?? 0,
        sumXX: c?.convX ?? 0,
        sumXY: c?.convXY ?? 0,
        sumY: e.units,
        sumYY: e.units,
      }
    : {
        n: arm.units,
        sumX: c?.valX ?? 0,
        sumXX: c?.valXX ?? 0,
        sumXY: c?.valXY ?? 0,
        sumY: e.value,
        sumYY: e.valueSq,
      };
}

/** Sufficient statistics of one event in one arm (the store sums them in SQL). */
export interface EventStats {
  /** Events sent. */
  count: number;
  /** Σ value over the events. */
  value: number;
  /** Units with at least one such event. */
  units: number;
  /** Σ over units of (the unit's summed value)²: the value's per-unit variance. */
  valueSq: number;
  /** The same sums with each unit's value winsorised at `cap` (what value metrics use). */
  capped?: { cap: number | null; sum: number; sumSq: number };
}

/** Traced turns of one arm. */
export interface TurnStats {
  turns: number;
  errors: number;
  blocked: number;
  /** Turns that streamed text (they have a first-token time). */
  timed: number;
  firstToken: { p50: number | null; p95: number | null };
  /** Turns whose first token came later than each guardrail's `maxMs`, keyed by it. */
  slowerThan: Record<number, number>;
}

export interface ArmStats {
  version: number;
  units: number;
  events: Record<string, EventStats>;
  turns: TurnStats;
  /** Per event, the pre-period covariate's sums over the arm's units (CUPED on). */
  covariates?: Record<string, CovariateSums>;
}

/** The event whose value per unit is the arm's `valuePerUnit`: UV-normalised confirmed GMV. */
export const VALUE_EVENT = 'confirmed_receipt';

export const NO_TURNS: TurnStats = {
  turns: 0,
  errors: 0,
  blocked: 0,
  timed: 0,
  firstToken: { p50: null, p95: null },
  slowerThan: {},
};

const rate = (hits: number, n: number) => (n > 0 ? hits / n : null);

export function experimentArmOf(stats: ArmStats, role: ExperimentArm['role']): ExperimentArm {
  const events: ExperimentArm['events'] = {};
  for (const [name, e] of Object.entries(stats.events).sort(([a], [b]) => a.localeCompare(b))) {
    events[name] = { count: e.count, value: e.value };
  }
  return {
    version: stats.version,
    role,
    units: stats.units,
    events,
    valuePerUnit: stats.units > 0 ? (stats.events[VALUE_EVENT]?.value ?? 0) / stats.units : 0,
    latency: { ...stats.turns.firstToken },
    errorRate: rate(stats.turns.errors, stats.turns.turns),
    turns: stats.turns.turns,
    hookBlockRate: rate(stats.turns.blocked, stats.turns.turns),
  };
}

const EMPTY_EVENT: EventStats = { count: 0, value: 0, units: 0, valueSq: 0 };

/** The per-unit measure of an event in one arm: 0/1 conversion, or the unit's summed value. */
export function measureOf(arm: ArmStats, event: string, kind: ExperimentMetric['kind']): MeanStats {
  const e = arm.events[event] ?? EMPTY_EVENT;
  return kind === 'conversion'
    ? { n: arm.units, sum: e.units, sumSq: e.units, events: e.units }
    : {
        n: arm.units,
        sum: e.capped?.sum ?? e.value,
        sumSq: e.capped?.sumSq ?? e.valueSq,
        events: e.units,
      };
}

/** Conversion for every event, and value per unit for every event that carries values. */
function observedMetrics(control: ArmStats, treatment: ArmStats): MetricRef[] {
  const names = [...new Set([...Object.keys(control.events), ...Object.keys(treatment.events)])];
  const out: MetricRef[] = [];
  for (const event of names.sort()) {
    out.push({ event, measure: 'conversion' });
    const hasValue =
      (control.events[event]?.value ?? 0) + (treatment.events[event]?.value ?? 0) > 0;
    if (hasValue) out.push({ event, measure: 'valuePerUnit' });
  }
  return out;
}

const same = (a: MetricRef, b: MetricRef) => a.event === b.event && a.measure === b.measure;

/**
 * The design's metrics: the primary at α, every secondary at α / m (Bonferroni, m = the
 * number of secondaries), so the chance of any false "significant" among them stays α. With
 * no secondaries named, every other metric the arms sent is one. A fixed-horizon design is
 * read once the planned viewers are in (`due`); before that it shows no interval.
 */
export function metricsOf(
  control: ArmStats,
  treatment: ArmStats,
  options: SequentialOptions = {},
  design: ExperimentDesign = {},
): ExperimentMetric[] {
  const primary = design.primaryMetric;
  const secondary = (design.secondaryMetrics ?? observedMetrics(control, treatment)).filter(
    (m) => !primary || !same(m, primary),
  );
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const method = design.method ?? 'always_valid';
  const units = control.units + treatment.units;
  const due = method === 'always_valid' || units >= (design.plannedUnits ?? Infinity);
  const one = (m: MetricRef, role: ExperimentMetric['role'], level: number): ExperimentMetric => {
    const a = measureOf(control, m.event, m.measure);
    const b = measureOf(treatment, m.event, m.measure);
    const cuped = design.cuped
      ? {
          control: cupedSumsOf(control, m.event, m.measure),
          treatment: cupedSumsOf(treatment, m.event, m.measure),
        }
      : undefined;
    const at = { ...options, alpha: level, ...(cuped ? { cuped } : {}) };
    const ci = method === 'fixed_horizon' ? fixedHorizonUplift(a, b, at) : relativeUplift(a, b, at);
    const shown = due ? ci : null;
    const cap = m.measure === 'valuePerUnit' ? capOf(control, treatment, m.event) : null;
    return {
      event: m.event,
      kind: m.measure,
      role,
      method,
      alpha: level,
      due,
      cap,
      relativeUplift: ci?.estimate ?? null,
      low: shown?.low ?? null,
      high: shown?.high ?? null,
      significant: shown?.significant ?? false,
      ...(cuped ? { varianceReduction: varianceReduction([cuped.control, cuped.treatment]) } : {}),
    };
  };
  const level = bonferroniAlpha(alpha, secondary.length);
  return [
    ...(primary ? [one(primary, 'primary', alpha)] : []),
    ...secondary.map((m) => one(m, 'secondary', level)),
  ];
}

const capOf = (control: ArmStats, treatment: ArmStats, event: string) =>
  control.events[event]?.capped?.cap ?? treatment.events[event]?.capped?.cap ?? null;

/** The split's weights: the control keeps 100 − percent of keys, the treatment percent. */
export function srmOf(control: ArmStats, treatment: ArmStats, percent: number) {
  return sampleRatioMismatch([control.units, treatment.units], [100 - percent, percent]);
}
