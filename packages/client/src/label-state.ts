import { servedSplitOf } from '../../../src/harness/label-serving';
import { agentLabelStateSchema, type AgentLabelState } from '../../../src/harness/resolved-harness';

/**
 * The label's version and the core's served split (`salt`: what keys are hashed with in this
 * experiment, null: the unsalted hash); the studio may send more of a split (guardrails,
 * design), which is not kept.
 */
export type LabelState = AgentLabelState;

/** What the client keeps of a label, read from `/labels` or a move event; null: malformed. */
export function labelStateOf(raw: { version?: unknown; split?: unknown }): LabelState | null {
  const parsed = agentLabelStateSchema.safeParse({
    version: raw.version,
    split: raw.split ?? null,
  });
  if (!parsed.success) return null;
  const { version, split } = parsed.data;
  // The split's share is 1-99 (as the studio sends it): outside it the arms are undefined.
  if (split && (split.percent < 1 || split.percent > 99)) return null;
  return { version, split: split ? servedSplitOf(split) : null };
}
