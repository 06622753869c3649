import { z } from 'zod';
import { EXPECTATION_TYPES } from './expectation-schema';
import type { LatencyStats } from './latency-stats';
import { skipReasonSchema } from './result-schema';

// A finished run's summary as the server stores and sends it (and the SPA and the suite CLI
// read it), declared once. Fields added later default when a stored summary lacks them, so
// runs summarised before them read as they did (`parseRunSummary`).

const latencyStatsSchema = z.object({
  count: z.int(),
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  histogram: z.array(z.object({ fromMs: z.number(), toMs: z.number().nullable(), count: z.int() })),
}) satisfies z.ZodType<LatencyStats>;

export const expectationFailuresSchema = z.object({
  type: z.enum(EXPECTATION_TYPES),
  /** Cases with at least one trial failing this type of check. */
  failedCases: z.int(),
  failedTrials: z.int(),
  /** Trials where the check was not run (a judge with no judge configured). */
  skippedTrials: z.int(),
});

export type ExpectationFailures = z.infer<typeof expectationFailuresSchema>;

/** How many checks and cases one reason skipped. */
export const skipCountSchema = z.object({
  reason: skipReasonSchema,
  /** Check results not run for this reason, counted per trial. */
  checks: z.int(),
  /** Skipped cases with at least one check skipped for this reason. */
  cases: z.int(),
});

export type SkipCount = z.infer<typeof skipCountSchema>;

export const runSummarySchema = z.object({
  cases: z.int(),
  passed: z.int(),
  /** Cases that failed: `cases - passed - skipped` (the unchecked ones among them). */
  failed: z.int(),
  /** Cases whose every check was skipped (no turn failed): neither passed nor failed. */
  skipped: z.int().default(0),
  /**
   * Of the failed cases, those where nothing substantive was checked: only limits ran (no
   * banned word, length...) and passed, which a blocked fallback passes too.
   */
  unchecked: z.int().default(0),
  /**
   * `passed / cases`: what the publish gate compares to the threshold. Skipped cases are in
   * `cases`, so they lower it: a check nobody ran proves nothing.
   */
  passRate: z.number(),
  /** Mean of the cases' pass@1 (a skipped case's is 0). */
  pass1: z.number(),
  trials: z.int(),
  passedTrials: z.int(),
  /** Trials that failed as a whole: turn error, cancelled, not recorded. */
  trialErrors: z.int(),
  /** Check results not run, counted per trial, in passing and failing cases alike. */
  skippedChecks: z.int().default(0),
  /** Per reason, what was skipped; empty when nothing was. */
  skipReasons: z.array(skipCountSchema).default([]),
  /** Per check type, most failing cases first; types that never failed are left out. */
  failures: z.array(expectationFailuresSchema),
  /** Cases whose verdict involved a model-graded check. */
  nonDeterministicCases: z.array(z.string()),
  latency: z.object({
    /** Turns that streamed text; a hook's direct answer has no first token. */
    firstTokenMs: latencyStatsSchema,
    totalMs: latencyStatsSchema,
  }),
});

export type RunSummary = z.infer<typeof runSummarySchema>;

/**
 * A stored summary as the API sends it: fields added since it was written take their
 * defaults (no skipped cases or checks, none unchecked). Trusts the rest: the store wrote it.
 */
export function parseRunSummary(json: string): RunSummary {
  const value = JSON.parse(json) as Partial<RunSummary>;
  return { skipped: 0, unchecked: 0, skippedChecks: 0, skipReasons: [], ...value } as RunSummary;
}
