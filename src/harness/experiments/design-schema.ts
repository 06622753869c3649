import { z } from 'zod';
import { outcomeEventSchema } from './guardrail-schema';

/** An outcome event and how it is measured per viewer: the share with it, or its value. */
export const metricRefSchema = z.strictObject({
  event: outcomeEventSchema,
  measure: z.enum(['conversion', 'valuePerUnit']).default('conversion'),
});

export type MetricRef = z.infer<typeof metricRefSchema>;

/**
 * `always_valid`: the mSPRT intervals, right at every look (the default). `fixed_horizon`: a
 * classical interval, narrower, valid once `plannedUnits` exposed viewers are reached and read
 * then; before that the report shows it as not yet due.
 */
export const EXPERIMENT_METHODS = ['always_valid', 'fixed_horizon'] as const;

/**
 * What an experiment decides on, set with the split and kept across a ramp. Secondary metrics
 * are Bonferroni-corrected (each at α / m, m = their number), value metrics winsorised at
 * `valueCap` (a percentile of the values viewers sent, pooled over both arms).
 */
/**
 * CUPED: each viewer's own outcomes in the `preDays` days before the experiment began adjust
 * its measure (`cuped.ts`), narrowing the intervals by the share of variance they explain.
 */
export const cupedSchema = z.strictObject({
  preDays: z
    .int('Use a whole number of days.')
    .min(1, 'Use 1 to 90 days.')
    .max(90, 'Use 1 to 90 days.'),
});

export type CupedDesign = z.infer<typeof cupedSchema>;

export const experimentDesignSchema = z.strictObject({
  primaryMetric: metricRefSchema.optional(),
  secondaryMetrics: z.array(metricRefSchema).max(10, 'Up to 10 secondary metrics.').optional(),
  method: z.enum(EXPERIMENT_METHODS).optional(),
  /** Exposed viewers over both arms at which a fixed-horizon test is read. */
  plannedUnits: z
    .int('Use a whole number of viewers.')
    .min(100, 'Plan for at least 100 viewers.')
    .max(100_000_000, 'Plan for at most 100,000,000 viewers.')
    .optional(),
  /** Values above this percentile count as it (default 99; 100 keeps every value). */
  valueCap: z
    .number('Use a percentile.')
    .min(50, 'Use 50 to 100.')
    .max(100, 'Use 50 to 100.')
    .optional(),
  cuped: cupedSchema.optional(),
});

export type ExperimentDesign = z.infer<typeof experimentDesignSchema>;

export const DEFAULT_VALUE_CAP = 99;

/** One share an experiment ran at: from a move to the next one (or the end; null: now). */
export const experimentPhaseSchema = z.object({
  percent: z.int(),
  from: z.string(),
  to: z.string().nullable(),
});

export type ExperimentPhase = z.infer<typeof experimentPhaseSchema>;
