import { z } from 'zod';
import type { TurnEvent } from '../runtime-events';
import type { RunComparison } from './compare-runs';
import type { RunSummary } from './report';
import { caseEvaluationSchema } from './result-schema';
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
  status: runStatusSchema,
  total: z.int(),
  done: z.int(),
  summary: z.custom<RunSummary>(isObject).nullable(),
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

/** `GET .../test-runs/:runId/compare?base=`: from `base` (usually production's run) to `head`. */
export const storedComparisonSchema = z.custom<{ base: string; head: string } & RunComparison>(
  isObject,
);

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
});

export type GateRefusal = z.infer<typeof gateRefusalSchema>;

/** `GET /harnesses/:id/publish-gate?version=N`: may this version go to production, and why. */
export const publishGateStatusSchema = z.object({
  version: z.int(),
  threshold: z.number(),
  /** False when the harness has no test cases: nothing to judge, nothing gated. */
  gated: z.boolean(),
  /** PUT labels/production with this version would go through without an override. */
  allowed: z.boolean(),
  /** Exactly the problem PUT labels/production would answer with (409), or null. */
  refusal: gateRefusalSchema.nullable(),
  /** The version's latest finished run. */
  run: testRunSchema.nullable(),
  production: z.object({
    version: z.int().nullable(),
    /** The latest finished run of the version production points at. */
    run: testRunSchema.nullable(),
  }),
  /** From production's run (base) to this version's (head), when both exist and differ. */
  comparison: storedComparisonSchema.nullable(),
});

export type PublishGateStatus = z.infer<typeof publishGateStatusSchema>;
