import { z } from 'zod';
import { armSchema } from './arms';
import { guardrailSchema, outcomeEventSchema } from './guardrail-schema';
import { EXPERIMENT_METHODS, experimentDesignSchema, experimentPhaseSchema } from './design-schema';

// The records of outcomes and experiment reports: the server validates and answers with
// them, its OpenAPI document shows them, the SPA reads them.

/** The most items one outcomes request may carry. */
export const MAX_OUTCOME_BATCH = 1_000;

/** One thing a viewer did after the host spoke: an order, a receipt, a product view, a click. */
export const outcomeItemSchema = z.strictObject({
  /** The sender's id of this event: sending it again changes nothing (idempotent). */
  eventId: z.string().min(1, 'Give the event an id.').max(128, 'Use at most 128 characters.'),
  /** The key the viewer was served with (`?key=` / `user`): it decides the viewer's arm. */
  viewerKey: z.string().min(1, 'Give the viewer key.').max(256, 'Use at most 256 characters.'),
  event: outcomeEventSchema,
  /** In the shop's currency (orders, receipts); finite and not negative. */
  value: z
    .number('Use a number.')
    .min(0, 'A value is not negative.')
    .max(1e12, 'Use at most 1e12.')
    .optional(),
  /** When it happened (ISO 8601 with a zone): the split in force then decides the arm. */
  at: z.iso.datetime({
    offset: true,
    error: 'Use an ISO 8601 time with a zone, e.g. 2026-12-03T12:00:00Z.',
  }),
});

export type OutcomeItem = z.infer<typeof outcomeItemSchema>;

/** The documented body; the route checks each item on its own so good items are kept. */
export const outcomeBatchSchema = z.strictObject({
  items: z.array(outcomeItemSchema).min(1).max(MAX_OUTCOME_BATCH),
});

export const outcomeRejectionSchema = z.object({
  index: z.int(),
  /** JSON pointer into the request, e.g. `/items/3/value`. */
  pointer: z.string(),
  code: z.string(),
  message: z.string(),
  /** The HTTP status this item alone would have had (400, or 409 for a reused eventId). */
  status: z.int(),
});

export const outcomeIngestResultSchema = z.object({
  /** Items stored by this request or already stored identically (a replay counts them again). */
  accepted: z.int(),
  /** Of the accepted, those already stored before (a replay): nothing was written for them. */
  duplicates: z.int(),
  rejected: z.array(outcomeRejectionSchema),
});

export type OutcomeIngestResult = z.infer<typeof outcomeIngestResultSchema>;

const nullableNumber = z.number().nullable();

export const experimentArmSchema = z.object({
  version: z.int(),
  /** `control`: the label's own version; `treatment`: the split's. */
  role: armSchema,
  /**
   * Viewers served this arm (exposed) and only this arm; outcomes count from when each was
   * first served. Viewers a ramp moved from the control are in `exposures.crossed` instead.
   */
  units: z.int(),
  events: z.record(z.string(), z.object({ count: z.int(), value: z.number() })),
  /** Confirmed-receipt value per unit (UV-normalised GMV). */
  valuePerUnit: z.number(),
  /** Time to first token of the arm's traced turns, ms; null without traces. */
  latency: z.object({ p50: nullableNumber, p95: nullableNumber }),
  /** Share of traced turns that failed; null without traces. */
  errorRate: nullableNumber,
  /** Traced turns, and the share a hook blocked (additive). */
  turns: z.int(),
  hookBlockRate: nullableNumber,
});

export const experimentMetricSchema = z.object({
  event: z.string(),
  /** `conversion`: share of units with the event; `valuePerUnit`: its value per unit. */
  kind: z.enum(['conversion', 'valuePerUnit']),
  /** The design's primary metric, or a secondary one (tested at α / m, Bonferroni). */
  role: z.enum(['primary', 'secondary']).default('secondary'),
  method: z.enum(EXPERIMENT_METHODS).default('always_valid'),
  /** The level this metric is tested at: α for the primary, α / m for each secondary. */
  alpha: z.number().default(0.05),
  /** A fixed-horizon metric is read at its planned viewers: false before (no interval yet). */
  due: z.boolean().default(true),
  /** Value metrics: each viewer's value counted at most this (winsorised); null: no values. */
  cap: nullableNumber.default(null),
  /** treatment / control − 1; null until both arms have enough units. */
  relativeUplift: nullableNumber,
  /** The interval of the relative uplift at `alpha`: always-valid (mSPRT) or fixed-horizon. */
  low: nullableNumber,
  high: nullableNumber,
  /** The interval excludes zero. */
  significant: z.boolean(),
  /** With CUPED on: 1 − var(Y') / var(Y), 0 without pre-period outcomes (absent: off). */
  varianceReduction: z.number().optional(),
});

export type ExperimentMetric = z.infer<typeof experimentMetricSchema>;

export const guardrailStatusSchema = z.object({
  guardrail: guardrailSchema,
  /** The figure judged: a rate difference, a share of slow turns, or a relative uplift. */
  estimate: nullableNumber,
  low: nullableNumber,
  high: nullableNumber,
  /** Worse than the threshold with confidence: the split is rolled back. */
  breached: z.boolean(),
  /**
   * Why no decision can be made yet (additive; null: judged): too few units or traced turns,
   * or too few events in the control or in the treatment for the figure and an exact test.
   */
  reason: z.enum(['units', 'control_events', 'treatment_events']).nullable().optional(),
  /** In words, with the figures, e.g. for the audit record. */
  summary: z.string(),
});

export type GuardrailStatus = z.infer<typeof guardrailStatusSchema>;

export const experimentSnapshotSchema = z.object({
  at: z.string(),
  units: z.array(z.int()),
  metrics: z.array(experimentMetricSchema),
});

export type ExperimentSnapshot = z.infer<typeof experimentSnapshotSchema>;

export const experimentRollbackSchema = z.object({
  at: z.string(),
  moveId: z.int(),
  fromSplit: z.object({ version: z.int(), percent: z.int() }),
  breaches: z.array(guardrailStatusSchema),
});

export const experimentReportSchema = z.object({
  arms: z.array(experimentArmSchema),
  metrics: z.array(experimentMetricSchema),
  /** Exposures by first arm against the shares in force when each viewer came (chi-square). */
  srm: z.object({ pValue: z.number(), mismatch: z.boolean() }),
  // Additive: which split, since when, the guardrails, the looks so far and a rollback.
  /**
   * `holdout`: a label's holdout (src/harness/holdout.ts), whose control is the held-out share
   * on its baseline and treatment what the label shipped; `percent` and `phases` are then the
   * held-out share. `layer`: an experiment in one of the label's layers (layers.ts), whose
   * control is what the label serves and treatment the same with its changed entities;
   * `percent` is its treatment's share of its own viewers. Absent: a split.
   */
  kind: z.enum(['split', 'holdout', 'layer']).optional(),
  /** A layer experiment's layer and its share of the layer's viewers. */
  layer: z.object({ name: z.string(), share: z.int() }).optional(),
  label: z.string(),
  percent: z.int(),
  /** null only for a split ended before experiments had ids. */
  experimentId: z.string().nullable(),
  /** What keys are hashed with; null: the unsalted hash of a split begun before salts. */
  salt: z.string().nullable(),
  /** Each share the experiment ran at, oldest first (a ramp adds one). */
  phases: z.array(experimentPhaseSchema),
  design: experimentDesignSchema,
  exposures: z.object({
    /** Viewers by the arm they were first served. */
    control: z.int(),
    treatment: z.int(),
    /** Of the treatment's, how many the shares in force would expect. */
    expectedTreatment: z.number(),
    /** Control viewers a ramp moved to the treatment: in the SRM check, not the metrics. */
    crossed: z.int(),
  }),
  startedAt: z.string(),
  /** Set when the split has ended (moved, removed or rolled back): the window's end. */
  endedAt: z.string().nullable(),
  guardrails: z.array(guardrailStatusSchema),
  /** The report as the checker saw it at each look, oldest first, and now. */
  history: z.array(experimentSnapshotSchema),
  rollback: experimentRollbackSchema.nullable(),
});

export type ExperimentReport = z.infer<typeof experimentReportSchema>;
export type ExperimentArm = z.infer<typeof experimentArmSchema>;
