import { z } from 'zod';
import type { TurnEvent } from '../runtime-events';
import { caseEvaluationSchema } from '../evaluation/result-schema';
import { turnRecordSchema } from '../evaluation/turn-record';
import { runStatusSchema } from '../evaluation/run-contract';
import { robustnessReportSchema } from './plan';
import { inverseMapSchema, variantFamilySchema } from './types';

// Robustness runs as the API stores and sends them (server, CLI and SPA read these).
// `GET .../robustness-runs/{runId}` answers `robustnessRunSchema`: `{ id, status, done, total,
// report }` and the rest; CI scripts read `report` (docs/variants.md).

const isObject = (v: unknown) => typeof v === 'object' && v !== null;

/** One harness the suite runs on, as stored: its variant is rebuilt from the seed. */
export const robustnessArmSchema = z.object({
  /** `identity`, `tool-schemas#2`, `control:swap-tool-descriptions`. */
  id: z.string(),
  role: z.enum(['identity', 'variant', 'control']),
  family: variantFamilySchema.optional(),
  /** A control's id. */
  kind: z.string().optional(),
  seed: z.int(),
  /** What changed, in words. */
  description: z.string(),
});
export type RobustnessArm = z.infer<typeof robustnessArmSchema>;

const interval = { passRate: z.number(), low: z.number(), high: z.number() };

/** One arm's score on one endpoint (cases x trials). */
export const armScoreSchema = z.object({
  arm: z.string(),
  endpoint: z.string(),
  passes: z.int(),
  n: z.int(),
  ...interval,
  /** pass^k with k = the run's trials (tau-bench); null with one trial. */
  passHatK: z.number().nullable(),
});
export type ArmScore = z.infer<typeof armScoreSchema>;

/** The report of one endpoint, and its row in the models-side-by-side table. */
export const endpointReportSchema = robustnessReportSchema.extend({
  endpoint: z.string(),
  /** Under variants: the mean of every variant's pass rate, and the worst family. */
  variants: z.object({
    meanPassRate: z.number().nullable(),
    worstFamily: variantFamilySchema.nullable(),
    worstPassRate: z.number().nullable(),
  }),
});
export type EndpointReport = z.infer<typeof endpointReportSchema>;

/**
 * A finished run's report: identity, families and controls of the first endpoint (the
 * contract CI reads), then a row per endpoint, every arm's score and the controls the
 * harness gave nothing to change.
 */
export const robustnessRunReportSchema = robustnessReportSchema.extend({
  endpoints: z.array(endpointReportSchema),
  arms: z.array(armScoreSchema),
  skippedControls: z.array(z.object({ kind: z.string(), reason: z.string() })),
  /** Trials per case and arm (the k of pass^k). */
  k: z.int(),
});
export type RobustnessRunReport = z.infer<typeof robustnessRunReportSchema>;

export const robustnessRunSchema = z.object({
  id: z.string(),
  harnessId: z.string(),
  /** "draft", a version number as text ("3"), or "label:<name>". */
  target: z.string(),
  /** The version the target resolved to when the run started; null for the draft. */
  version: z.int().nullable(),
  /**
   * The content hash of the harness run (as versions are hashed): the robustness gate counts
   * a run for the version with the same hash. Null for runs started before it was kept.
   */
  contentHash: z.string().nullable(),
  status: runStatusSchema,
  /** Units of work: cases x arms x endpoints (each unit runs `trials` turns). */
  total: z.int(),
  done: z.int(),
  endpoints: z.array(z.string()),
  families: z.array(variantFamilySchema),
  variantsPerFamily: z.int(),
  trials: z.int(),
  seed: z.int(),
  arms: z.array(robustnessArmSchema),
  /** Null until the run ends (a cancelled run reports what it finished). */
  report: robustnessRunReportSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  finishedAt: z.string().nullable(),
});
export type RobustnessRun = z.infer<typeof robustnessRunSchema>;

/** One cell of the heat map: a case on one arm and endpoint. */
export const robustnessCellSchema = z.object({
  endpoint: z.string(),
  arm: z.string(),
  caseId: z.string(),
  passes: z.int(),
  trials: z.int(),
});
export type RobustnessCell = z.infer<typeof robustnessCellSchema>;

/** `GET .../robustness-runs/{runId}/cells`: every finished unit, for the heat map. */
export const robustnessCellsSchema = z.array(robustnessCellSchema);

/**
 * One unit's stored result. `evaluation` grades the turns in the original's names (through
 * the inverse map); `records` and `traces` keep what happened in the variant's own names
 * (what training data is exported in).
 */
export const robustnessResultSchema = robustnessCellSchema.extend({
  position: z.int(),
  evaluation: caseEvaluationSchema,
  records: z.array(turnRecordSchema),
  traces: z.array(z.array(z.custom<TurnEvent>(isObject))),
});
export type RobustnessResult = z.infer<typeof robustnessResultSchema>;

/** `GET .../robustness-runs/{runId}/arms/{armId}`: the arm's harness, rebuilt from its seed. */
export const robustnessArmDetailSchema = z.object({
  arm: robustnessArmSchema,
  document: z.custom<Record<string, unknown>>(isObject),
  inverse: inverseMapSchema,
});
export type RobustnessArmDetail = z.infer<typeof robustnessArmDetailSchema>;

const sideSchema = z.object({ passRate: z.number(), low: z.number(), high: z.number() });

/** `GET .../robustness-runs/{runId}/compare?base=`: which family got worse from base to head. */
export const robustnessComparisonSchema = z.object({
  base: z.string(),
  head: z.string(),
  identity: z.object({ base: sideSchema, head: sideSchema }),
  families: z.array(
    z.object({
      family: variantFamilySchema,
      /** The family's worst variant in each run (null: the run did not have the family). */
      base: sideSchema.nullable(),
      head: sideSchema.nullable(),
      /** head's worst pass rate minus base's (negative: worse). */
      change: z.number().nullable(),
      /** head's worst interval lies wholly below base's. */
      worse: z.boolean(),
    }),
  ),
});
export type RobustnessComparison = z.infer<typeof robustnessComparisonSchema>;
