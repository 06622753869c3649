import { exactDrop } from './exact-drop';
import type { Guardrail } from './guardrail-schema';
import { measureOf, type ArmStats } from './report';
import type { GuardrailStatus } from './schema';
import {
  MIN_EVENTS,
  MIN_UNITS,
  proportion,
  rateDifference,
  relativeUplift,
  type SequentialInterval,
  type SequentialOptions,
} from './sequential';

type Reason = GuardrailStatus['reason'];

// An interval reaching past +1,000,000% says "anything": its digits would only mislead.
const pct = (x: number) => (x > 1e4 ? 'more than +1,000,000%' : `${(x * 100).toFixed(2)}%`);
const points = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)} points`;

function statusOf(
  guardrail: Guardrail,
  ci: SequentialInterval | null,
  breached: boolean,
  summary: string,
  reason: Reason = null,
): GuardrailStatus {
  return {
    guardrail,
    estimate: ci?.estimate ?? null,
    low: ci?.low ?? null,
    high: ci?.high ?? null,
    breached,
    reason,
    summary,
  };
}

/**
 * "A metric must not fall": judged by the uplift's interval once both arms have `minEvents`
 * units with the event. A treatment with fewer has too few for the interval's normal
 * approximation: only an exact test (conversion) may then roll it back, so a treatment that
 * lost its sales is caught, while a 5% arm that has not had its first sale yet is not.
 */
function metricStatus(
  guardrail: Extract<Guardrail, { kind: 'metric' }>,
  control: ArmStats,
  treatment: ArmStats,
  options: SequentialOptions,
): GuardrailStatus {
  const what = `${guardrail.event} ${guardrail.measure === 'conversion' ? 'conversion' : 'value per unit'}`;
  const a = measureOf(control, guardrail.event, guardrail.measure);
  const b = measureOf(treatment, guardrail.event, guardrail.measure);
  const minUnits = options.minUnits ?? MIN_UNITS;
  const minEvents = options.minEvents ?? MIN_EVENTS;
  const status = (ci: SequentialInterval | null, breached: boolean, text: string, why: Reason) =>
    statusOf(guardrail, ci, breached, `${what}: ${text}`, why);
  if (Math.min(a.n, b.n) < minUnits) {
    return status(null, false, `not enough units yet (${minUnits} an arm needed).`, 'units');
  }
  const ci = relativeUplift(a, b, options);
  if (!ci) {
    return status(
      null,
      false,
      `not enough data yet: the control has ${a.events} units with the event, ${minEvents} needed.`,
      'control_events',
    );
  }
  const figures =
    `${pct(ci.estimate)} relative, interval ${pct(ci.low)} to ${pct(ci.high)}; ` +
    `allowed drop ${pct(guardrail.maxDrop)}`;
  if (b.events >= minEvents) return status(ci, ci.high < -guardrail.maxDrop, `${figures}.`, null);
  const exact =
    guardrail.measure === 'conversion' ? exactDrop(a, b, guardrail.maxDrop, options.alpha) : null;
  const expected = exact ? exact.expected : (b.n * a.events) / a.n;
  const seen = `the treatment has ${b.events} units with the event (${expected.toFixed(1)} at the control's rate)`;
  if (exact?.breached) {
    return status(
      ci,
      true,
      `${figures}; ${seen}: an exact test shows the drop (evidence ${exact.evidence.toPrecision(3)}, ${exact.needed} needed).`,
      null,
    );
  }
  const test = exact
    ? `; an exact test does not show a drop yet (evidence ${exact.evidence.toPrecision(3)}, ${exact.needed} needed)`
    : '; a value metric has no exact test';
  return status(
    ci,
    false,
    `${figures}. No decision: ${seen}, fewer than the ${minEvents} the interval needs${test}.`,
    'treatment_events',
  );
}

/** Judges one guardrail: breached only when worse than its threshold with confidence. */
export function guardrailStatus(
  guardrail: Guardrail,
  control: ArmStats,
  treatment: ArmStats,
  options: SequentialOptions = {},
): GuardrailStatus {
  const a = control.turns;
  const b = treatment.turns;
  switch (guardrail.kind) {
    case 'error_rate':
    case 'hook_block_rate': {
      const hits = guardrail.kind === 'error_rate' ? 'errors' : 'blocked';
      const what = guardrail.kind === 'error_rate' ? 'Error rate' : 'Hook block rate';
      const ci = rateDifference(
        { n: a.turns, hits: a[hits] },
        { n: b.turns, hits: b[hits] },
        options,
      );
      if (!ci)
        return statusOf(guardrail, null, false, `${what}: not enough traced turns yet.`, 'units');
      return statusOf(
        guardrail,
        ci,
        ci.low > guardrail.maxIncrease,
        `${what} ${pct(b[hits] / b.turns)} (v${treatment.version}) vs ${pct(a[hits] / a.turns)} (v${control.version}): ` +
          `${points(ci.estimate)}, interval ${points(ci.low)} to ${points(ci.high)}; limit ${points(guardrail.maxIncrease)}.`,
      );
    }
    case 'first_token_p95': {
      const slow = b.slowerThan[guardrail.maxMs] ?? 0;
      const ci = proportion(slow, b.timed, options);
      if (!ci) {
        return statusOf(
          guardrail,
          null,
          false,
          'P95 first token: not enough traced turns yet.',
          'units',
        );
      }
      // P95 > maxMs exactly when more than 5% of turns are slower than maxMs.
      return statusOf(
        guardrail,
        ci,
        ci.low > 0.05,
        `First token slower than ${guardrail.maxMs} ms in ${pct(ci.estimate)} of v${treatment.version}'s turns ` +
          `(interval ${pct(ci.low)} to ${pct(ci.high)}; P95 ${b.firstToken.p95 ?? '?'} ms); ` +
          `over 5% means P95 above the limit.`,
      );
    }
    case 'metric':
      return metricStatus(guardrail, control, treatment, options);
  }
}
