import { z } from 'zod';
import { guardrailsSchema } from './experiments/guardrail-schema';
import { experimentDesignSchema } from './experiments/design-schema';

// What a label serves: its version and, optionally, a split with the experiment it runs. One
// type for label moves, a schedule's split and its `previous`, the end that restores it, ramps,
// guardrail rollbacks, the experiment report and the agent client, so nothing drops the
// experiment, its salt or its guardrails on the way.

export const labelSplitSchema = experimentDesignSchema.extend({
  /** The version a share of callers gets instead of the label's own. */
  version: z.int(),
  /** 1-99: the share of keys sent to `split.version`. */
  percent: z.int(),
  /**
   * What the split must not make worse; the checker rolls the label back to its own version
   * when one is breached with confidence (docs/experiments.md). Absent when none.
   */
  guardrails: guardrailsSchema.optional(),
  /**
   * Set by the server: the experiment this split runs. A ramp (same two versions, a higher
   * percent) keeps it, and so does an end that restores the split; any other split starts a
   * new one.
   */
  experimentId: z.string().optional(),
  /**
   * What viewer keys are hashed with (`bucketOf(key, salt)`): the experiment id, or null for
   * a split begun before salts, which keeps the unsalted hash so its viewers stay put.
   */
  salt: z.string().nullable().optional(),
});

export type LabelSplit = z.infer<typeof labelSplitSchema>;

/**
 * A split as a move asks for it: the server sets the experiment's id and salt. On a ramp,
 * absent guardrails keep the running ones and `null` (or `[]`) clears them.
 */
export const splitRequestSchema = labelSplitSchema.omit({ experimentId: true, salt: true }).extend({
  guardrails: guardrailsSchema.nullable().optional(),
});

export type SplitRequest = z.infer<typeof splitRequestSchema>;

/** What a label serves once it has a version: where an end moves it back to. */
export const servedSchema = z.object({
  version: z.int(),
  split: labelSplitSchema.nullable(),
});

export type Served = z.infer<typeof servedSchema>;

/** What the agent client keeps of a split: what hashing a viewer into its arm needs. */
export const servedSplitSchema = labelSplitSchema.pick({
  version: true,
  percent: true,
  experimentId: true,
  salt: true,
});

export type ServedSplit = z.infer<typeof servedSplitSchema>;

/** The hashing part of a split: an experiment's split always with its salt (null: unsalted). */
export function servedSplitOf(split: ServedSplit): ServedSplit {
  const { version, percent, experimentId, salt } = split;
  return experimentId
    ? { version, percent, experimentId, salt: salt ?? null }
    : { version, percent };
}
