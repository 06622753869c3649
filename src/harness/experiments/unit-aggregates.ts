import { z } from 'zod';
import { armSchema, type Arm } from './arms';

// What an experiment's report is built from, kept per viewer and per arm as exposures and
// outcomes arrive, so a report reads work proportional to arms and metrics, not to events.
// The store keeps these rows; the functions here say what one viewer contributes.

/** One exposure of a viewer as stored: the arm served, the share then, the first time. */
export const exposureFactSchema = z.object({
  arm: armSchema,
  percent: z.int(),
  at: z.string(),
});
export type ExposureFact = z.infer<typeof exposureFactSchema>;

/** One outcome of a viewer as stored. */
export const outcomeFactSchema = z.object({
  event: z.string(),
  value: z.number().nullable(),
  at: z.string(),
});
export type OutcomeFact = z.infer<typeof outcomeFactSchema>;

/** A viewer of an experiment (`experiment_units`): how it counts in the SRM check and metrics. */
export const unitStateSchema = z.object({
  /** The arm it was first served (the control on a tie), and the share in force then. */
  firstArm: armSchema,
  percent: z.int(),
  /** Its only arm; null when a ramp moved it from the control (crossed: in no metric). */
  unitArm: armSchema.nullable(),
  /** When it was first served its only arm: its outcomes count from then. */
  since: z.string().nullable(),
});
export type UnitState = z.infer<typeof unitStateSchema>;

/** One unit's outcomes of one event (`experiment_unit_events`): count, summed value, band. */
export const unitEventSchema = z.object({
  event: z.string(),
  arm: armSchema,
  n: z.int(),
  v: z.number(),
  band: z.int().nullable(),
});
export type UnitEvent = z.infer<typeof unitEventSchema>;

/** An experiment's exposure counts (`experiment_totals`): the SRM check's input and units. */
export const experimentTotalsSchema = z.object({
  firstControl: z.int(),
  firstTreatment: z.int(),
  /** Σ percent of the first arm's share over viewers: expected treatment viewers × 100. */
  percentSum: z.int(),
  crossed: z.int(),
  unitsControl: z.int(),
  unitsTreatment: z.int(),
});
export type ExperimentTotals = z.infer<typeof experimentTotalsSchema>;

const BANDS_PER_DOUBLING = 16;

/** The value band of a unit's summed value; null for 0 (no value: in no band). */
export function bandOf(v: number): number | null {
  return v > 0 ? Math.floor(BANDS_PER_DOUBLING * Math.log2(v)) : null;
}

/**
 * A viewer's standing from its exposures dated before `end` (null: no end): null when it
 * was not served before then. Served both arms is crossed: counted in the SRM check by the
 * arm it got first, left out of the metrics.
 */
export function unitStateOf(
  exposures: readonly ExposureFact[],
  end: string | null,
): UnitState | null {
  const first: Partial<Record<Arm, ExposureFact>> = {};
  for (const e of exposures) {
    if (end !== null && e.at >= end) continue;
    const seen = first[e.arm];
    if (!seen || e.at < seen.at) first[e.arm] = e;
  }
  const { control, treatment } = first;
  if (!control && !treatment) return null;
  const firstArm: Arm =
    control && (!treatment || control.at <= treatment.at) ? 'control' : 'treatment';
  const only = control && treatment ? null : (control ?? treatment)!;
  return {
    firstArm,
    percent: first[firstArm]!.percent,
    unitArm: only?.arm ?? null,
    since: only?.at ?? null,
  };
}

/** Each event's count and value total over the outcomes `keep` takes. */
export function sumByEvent(
  outcomes: readonly OutcomeFact[],
  keep: (o: OutcomeFact) => boolean,
): Map<string, { n: number; v: number }> {
  const by = new Map<string, { n: number; v: number }>();
  for (const o of outcomes) {
    if (!keep(o)) continue;
    const e = by.get(o.event) ?? { n: 0, v: 0 };
    e.n += 1;
    e.v += o.value ?? 0;
    by.set(o.event, e);
  }
  return by;
}

/** A unit's outcomes per event from when it was first served to `end`. */
export function unitEventsOf(
  state: UnitState | null,
  outcomes: readonly OutcomeFact[],
  end: string | null,
): UnitEvent[] {
  const since = state?.since;
  if (!state?.unitArm || since == null) return [];
  const by = sumByEvent(outcomes, (o) => o.at >= since && (end === null || o.at < end));
  return [...by].map(([event, e]) => ({
    event,
    arm: state.unitArm!,
    n: e.n,
    v: e.v,
    band: bandOf(e.v),
  }));
}

/** What one viewer adds to its experiment's totals (negated when it is taken back). */
export function totalsOf(state: UnitState | null, sign: 1 | -1): ExperimentTotals {
  const zero = {
    firstControl: 0,
    firstTreatment: 0,
    percentSum: 0,
    crossed: 0,
    unitsControl: 0,
    unitsTreatment: 0,
  };
  if (!state) return zero;
  return {
    firstControl: state.firstArm === 'control' ? sign : 0,
    firstTreatment: state.firstArm === 'treatment' ? sign : 0,
    percentSum: sign * state.percent,
    crossed: state.unitArm === null ? sign : 0,
    unitsControl: state.unitArm === 'control' ? sign : 0,
    unitsTreatment: state.unitArm === 'treatment' ? sign : 0,
  };
}
