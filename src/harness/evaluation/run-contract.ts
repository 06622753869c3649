import { z } from 'zod';
import type { TurnEvent } from '../runtime-events';
import type { RunComparison } from './compare-runs';
import { caseEvaluationSchema } from './result-schema';
import { runSummarySchema } from './summary-schema';
import { testCaseSchema } from './schema';
import { turnRecordSchema } from './turn-record';

// Suite runs and the publish gate as the API sends them: the server stores and answers with
// these (and describes them in its OpenAPI document), the SPA reads them. Stated once here,
// where both may import. Parts still declared as TypeScript interfaces (the run summary, turn
// events, the comparison) are carried as `z.custom`, typed but not described field by field.

export const RUN_STATUSES = ['running', 'finished', 'cancelled', 'failed', 'interrupted'] as const;
export const runStatusSchema = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatusSchema>;

const isObject = (v: unknown) => typeof v === 'object' && v !== null;

export const testRunSchema = z.object({
  id: z.string(),
  harnessId: z.string(),
  /** "draft", a version number as text ("3"), or "label:<name>". */
  target: z.string(),
  /** The version the target resolved to when the run started; null for the draft. */
  version: z.int().nullable(),
  /** The shop whose host ran (the base merged with its overlay); null: the base itself. */
  shop: z.string().nullable(),
  /**
   * The content hash of the harness the target resolved to (before a shop's overlay is
   * merged), as versions are hashed: a run of the draft counts for the version with the same
   * hash. Null for runs started before hashes were kept (they count for `version`).
   */
  contentHash: z.string().nullable(),
  /** The model endpoint the run called; null for runs started before it was kept. */
  endpoint: z.string().nullable(),
  /** The model the endpoint served (configured, else the one the model server answered as). */
  model: z.string().nullable(),
  status: runStatusSchema,
  total: z.int(),
  done: z.int(),
  summary: runSummarySchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  finishedAt: z.string().nullable(),
});

export type TestRun = z.infer<typeof testRunSchema>;

/** The 202 of `POST .../test-runs` adds the pass threshold of the document under test. */
export const startedRunSchema = testRunSchema.extend({ threshold: z.number() });

export type StartedRun = z.infer<typeof startedRunSchema>;

export const runCaseResultSchema = z.object({
  caseId: z.string(),
  position: z.int(),
  testCase: testCaseSchema,
  evaluation: caseEvaluationSchema,
  /** One record per trial: the answer, tool calls and results, hooks and timings. */
  records: z.array(turnRecordSchema),
  /** One trace per trial: the turn's events as the preview streams them, deltas merged. */
  traces: z.array(z.array(z.custom<TurnEvent>(isObject))),
});

export type RunCaseResult = z.infer<typeof runCaseResultSchema>;

/** `GET /harnesses/:id/test-runs/:runId`. */
export const testRunDetailSchema = testRunSchema.extend({ cases: z.array(runCaseResultSchema) });

export type TestRunDetail = z.infer<typeof testRunDetailSchema>;

/** Where a run ran: its endpoint and model (null: not kept, a run from before). */
export const runSetupSchema = z.object({
  endpoint: z.string().nullable(),
  model: z.string().nullable(),
});

export type RunSetup = z.infer<typeof runSetupSchema>;

/** The two runs' set-ups, and what differs between them (known on both sides and unequal). */
export const comparisonSetupSchema = z.object({
  base: runSetupSchema,
  head: runSetupSchema,
  /** Non-empty: the runs called different endpoints or models, so their answers differ for that too. */
  differs: z.array(z.enum(['endpoint', 'model'])),
});

export type ComparisonSetup = z.infer<typeof comparisonSetupSchema>;

/** `GET .../test-runs/:runId/compare?base=`: from `base` (usually production's run) to `head`. */
export const storedComparisonSchema = z
  .object({ base: z.string(), head: z.string(), setup: comparisonSetupSchema })
  .and(z.custom<RunComparison>(isObject));

export type StoredComparison = z.infer<typeof storedComparisonSchema>;

/** `POST .../test-cases/import`: how many cases the file added, replaced and (replace mode) removed. */
export const suiteImportResultSchema = z.object({
  created: z.int(),
  updated: z.int(),
  removed: z.int(),
});

export type SuiteImportResult = z.infer<typeof suiteImportResultSchema>;

export const gateRefusalSchema = z.object({
  code: z.enum([
    'gate.no_run',
    'gate.below_threshold',
    'gate.robustness_no_run',
    'gate.robustness_drop',
    'gate.shop_no_run',
    'gate.shop_below_threshold',
  ]),
  /** Says why, for people; shown as it is. */
  detail: z.string(),
  version: z.int(),
  runId: z.string().nullable(),
  passRate: z.number().nullable(),
  threshold: z.number(),
  /** The robustness gate's refusals: the worst family's drop and the limit, in points. */
  drop: z.number().optional(),
  maxDrop: z.number().optional(),
  /** The sample shop (`settings.testShops`) a shop refusal is about. */
  shop: z.string().optional(),
  /** The version's own endpoint (`model.endpoint`): only runs on it count. */
  endpoint: z.string().optional(),
  /** Below-threshold refusals: how many of the run's cases were skipped (not passes). */
  skipped: z.int().optional(),
  /** Below-threshold refusals: how many failed cases checked nothing substantive. */
  unchecked: z.int().optional(),
});

export type GateRefusal = z.infer<typeof gateRefusalSchema>;

/**
 * Production was last moved away from a version by a rollback: when, by whom and to which
 * version. Such a version is no rollback target: publishing it again is judged by the gate.
 */
export const leftByRollbackSchema = z.object({
  at: z.string(),
  actor: z.string(),
  toVersion: z.int(),
});

/** `GET /harnesses/:id/publish-gate?version=N`: may this version go to production, and why. */
export const publishGateStatusSchema = z.object({
  version: z.int(),
  threshold: z.number(),
  /** False when the harness has no test cases: nothing to judge, nothing gated. */
  gated: z.boolean(),
  /** PUT labels/production with this version would go through without an override. */
  allowed: z.boolean(),
  /**
   * Production served this version before (its move history says so): moving back to it is a
   * rollback, which the gate never stops (`allowed` is true, `refusal` null).
   */
  rollback: z.boolean(),
  /** Production left this version by a rollback (null: it did not); optional for older servers. */
  leftByRollback: leftByRollbackSchema.nullable().optional(),
  /** Exactly the problem PUT labels/production would answer with (409), or null. */
  refusal: gateRefusalSchema.nullable(),
  /**
   * The run the gate counts for the version: the newest finished one whose content hash is
   * the version's (a run of the draft included) on the version's own endpoint.
   */
  run: testRunSchema.nullable(),
  production: z.object({
    version: z.int().nullable(),
    /** The run the gate counts for the version production points at. */
    run: testRunSchema.nullable(),
  }),
  /** From production's run (base) to this version's (head), when both exist and differ. */
  comparison: storedComparisonSchema.nullable(),
});

export type PublishGateStatus = z.infer<typeof publishGateStatusSchema>;
