import { servedSplitOf } from '../../../src/harness/label-serving';
import { HOLDOUT_MAX_PERCENT } from '../../../src/harness/holdout';
import { agentLabelStateSchema, type AgentLabelState } from '../../../src/harness/resolved-harness';

/**
 * The label's version, the core's served split (`salt`: what keys are hashed with in this
 * experiment, null: the unsalted hash) and the running holdout, if any; the studio may send
 * more of a split (guardrails, design), which is not kept.
 */
export type LabelState = AgentLabelState;

/** What the client keeps of a label, read from `/labels` or a move event; null: malformed. */
export function labelStateOf(raw: {
  version?: unknown;
  split?: unknown;
  holdout?: unknown;
}): LabelState | null {
  const parsed = agentLabelStateSchema.safeParse({
    version: raw.version,
    split: raw.split ?? null,
    holdout: raw.holdout ?? undefined,
  });
  if (!parsed.success) return null;
  const { version, split, holdout } = parsed.data;
  // The split's share is 1-99 (as the studio sends it): outside it the arms are undefined.
  if (split && (split.percent < 1 || split.percent > 99)) return null;
  if (holdout && (holdout.percent < 1 || holdout.percent > HOLDOUT_MAX_PERCENT)) return null;
  return {
    version,
    split: split ? servedSplitOf(split) : null,
    // Parsed, so only what deciding a viewer needs; absent when none runs, as before holdouts.
    ...(holdout ? { holdout } : {}),
  };
}
