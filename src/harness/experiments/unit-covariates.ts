import { z } from 'zod';
import type { CupedDesign } from './design-schema';
import type { CovariateSums } from './report';
import { armSchema } from './arms';
import { sumByEvent, type OutcomeFact, type UnitEvent, type UnitState } from './unit-aggregates';

// CUPED's covariate kept per unit (`experiment_unit_pre`, migration 025): the unit's outcomes
// of each event in the pre-period [start − preDays, start), and what the unit adds to its
// arm's Σx, Σx², Σxy given its outcomes in the experiment (`experiment_arm_covariates`).

const DAY_MS = 86_400_000;

/** One unit's pre-period outcomes of one event: count and summed value. */
export const unitPreSchema = z.object({
  event: z.string(),
  arm: armSchema,
  n: z.int(),
  v: z.number(),
});
export type UnitPre = z.infer<typeof unitPreSchema>;

/** The pre-period of an experiment that began at `start`, as ISO times: [from, to). */
export function prePeriodOf(start: string, cuped: CupedDesign): { from: string; to: string } {
  const to = new Date(start);
  return { from: new Date(to.getTime() - cuped.preDays * DAY_MS).toISOString(), to: start };
}

/** A unit's pre-period outcomes per event; none for a viewer in no metric (crossed). */
export function unitPreOf(
  state: UnitState | null,
  outcomes: readonly OutcomeFact[],
  period: { from: string; to: string },
): UnitPre[] {
  if (!state?.unitArm) return [];
  const from = Date.parse(period.from);
  const to = Date.parse(period.to);
  const by = sumByEvent(outcomes, (o) => {
    // Times compare as instants: a host may send any zone.
    const at = Date.parse(o.at);
    return at >= from && at < to;
  });
  return [...by].map(([event, e]) => ({ event, arm: state.unitArm!, n: e.n, v: e.v }));
}

/**
 * What one unit adds to its arm's covariate sums per event: X is the pre-period measure
 * (converted: 0/1; value: summed), Y the one in the experiment. A unit with no pre-period
 * outcome of an event has X = 0 there and adds nothing.
 */
export function covariatesOf(
  pre: readonly UnitPre[],
  events: readonly Pick<UnitEvent, 'event' | 'n' | 'v'>[],
): Map<string, CovariateSums> {
  const out = new Map<string, CovariateSums>();
  for (const p of pre) {
    const y = events.find((e) => e.event === p.event);
    const convX = p.n > 0 ? 1 : 0;
    out.set(p.event, {
      convX,
      convXY: convX * ((y?.n ?? 0) > 0 ? 1 : 0),
      valX: p.v,
      valXX: p.v * p.v,
      valXY: p.v * (y?.v ?? 0),
    });
  }
  return out;
}
