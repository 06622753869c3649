import { randomBytes } from 'node:crypto';
import type { LabelSplit } from '../../../src/harness/records';
import type { ExperimentDesign } from '../../../src/harness/experiments/design-schema';
import type { Guardrail } from '../../../src/harness/experiments/guardrail-schema';

/**
 * A split as a move is given it: a request's (no experiment yet; `guardrails: null` clears),
 * or a served one with its experiment (an end restoring what the label served before).
 */
export type MoveSplit = Omit<LabelSplit, 'guardrails'> & { guardrails?: Guardrail[] | null };

/** What `*_split_experiment` holds: the experiment's id, its salt and its design. */
interface StoredExperiment extends ExperimentDesign {
  id: string;
  salt: string | null;
}

const DESIGN_KEYS = [
  'primaryMetric',
  'secondaryMetrics',
  'method',
  'plannedUnits',
  'valueCap',
  'cuped',
] as const satisfies ReadonlyArray<keyof ExperimentDesign>;

/** The design fields of a split (what it decides on), without its versions or id. */
export function designOf(split: ExperimentDesign): ExperimentDesign {
  const out: Record<string, unknown> = {};
  for (const k of DESIGN_KEYS) if (split[k] !== undefined) out[k] = split[k];
  return out as ExperimentDesign;
}

/** The split's experiment as stored, or null without a split (or before it has an id). */
export function packExperiment(split: LabelSplit | null | undefined): string | null {
  if (!split?.experimentId) return null;
  const stored: StoredExperiment = {
    id: split.experimentId,
    salt: split.salt ?? null,
    ...designOf(split),
  };
  return JSON.stringify(stored);
}

/** The split fields a stored experiment gives back (none for a move before migration 021). */
export function unpackExperiment(json: string | null | undefined): Partial<LabelSplit> {
  if (!json) return {};
  const { id, salt, ...design } = JSON.parse(json) as StoredExperiment;
  return { experimentId: id, salt, ...design };
}

/** Stored only when there are some: a split without guardrails reads as before. */
const guardrailsOf = (g: Guardrail[] | null | undefined) => (g?.length ? { guardrails: g } : {});

/**
 * The experiment a move's split runs. A split that names its experiment (an end restoring
 * `previous`) resumes it as it was: same id, salt and guardrails, so viewers keep their arm. A
 * ramp (same label version, same split version, the same or a higher percent) continues the
 * running one: same id and salt, so a viewer in the treatment stays there, its design with what
 * this move changes, and its guardrails unless the move sends some (null or [] clears them).
 * Any other split, a lower percent included (it would send treated viewers back to the
 * control), starts a new experiment whose salt is its id.
 */
export function experimentOf(
  before: { version: number | null; split: LabelSplit | null },
  version: number,
  split: MoveSplit,
): LabelSplit {
  const base = { version: split.version, percent: split.percent };
  if (split.experimentId) {
    return {
      ...base,
      ...designOf(split),
      ...guardrailsOf(split.guardrails),
      experimentId: split.experimentId,
      salt: split.salt ?? null,
    };
  }
  const running = before.split;
  const ramp =
    running?.experimentId &&
    before.version === version &&
    running.version === split.version &&
    split.percent >= running.percent;
  if (ramp) {
    return {
      ...base,
      ...designOf(running),
      ...designOf(split),
      ...guardrailsOf(split.guardrails === undefined ? running.guardrails : split.guardrails),
      experimentId: running.experimentId,
      salt: running.salt ?? null,
    };
  }
  const id = `exp_${randomBytes(8).toString('hex')}`;
  return {
    ...base,
    ...designOf(split),
    ...guardrailsOf(split.guardrails),
    experimentId: id,
    salt: id,
  };
}
