import { z } from 'zod';
import { entityKindSchema } from './canonical/entities';
import {
  gateRefusalSchema,
  leftByRollbackSchema,
  runStatusSchema,
} from './evaluation/run-contract';
import { experimentRollbackSchema } from './experiments/schema';
import {
  auditEntrySchema,
  harnessListItemSchema,
  harnessSchema,
  labelSchema,
  versionSummarySchema,
} from './records';

// What the first screens show: the home page's row per harness and one harness's overview.
// The server builds them in one request each; the SPA reads them; declared once, here.

/** A suite run at a glance: its pass rate and when it ended. */
export const runGlanceSchema = z.object({
  id: z.string(),
  target: z.string(),
  version: z.int().nullable(),
  status: runStatusSchema,
  /** Null until the run has a summary. */
  passRate: z.number().nullable(),
  passed: z.int().nullable(),
  cases: z.int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export type RunGlance = z.infer<typeof runGlanceSchema>;

/** How many entities of one kind the draft adds, changes, removes or moves. */
export const kindChangeCountSchema = z.object({
  kind: entityKindSchema,
  added: z.int(),
  changed: z.int(),
  removed: z.int(),
  moved: z.int(),
});

export type KindChangeCount = z.infer<typeof kindChangeCountSchema>;

/** The draft against what production serves (the same diff as `GET .../diff`, counted). */
export const draftComparisonSchema = z.object({
  /** Production's version; null when nothing is published yet. */
  against: z.int().nullable(),
  /** Null when there is nothing to compare with, or the draft has no valid shape yet. */
  differs: z.boolean().nullable(),
  /** Per kind with at least one change, in the document's order of kinds. */
  changes: z.array(kindChangeCountSchema),
});

export type DraftComparison = z.infer<typeof draftComparisonSchema>;

/** `GET /harness-summaries`: a harness on the home page. */
export const harnessSummarySchema = harnessListItemSchema.extend({
  /** The newest finished suite run of the harness itself (not a shop's host). */
  latestRun: runGlanceSchema.nullable(),
  draft: draftComparisonSchema,
});

export type HarnessSummary = z.infer<typeof harnessSummarySchema>;

/** A robustness run at a glance: the unchanged harness's pass rate and the worst drop. */
export const robustnessGlanceSchema = z.object({
  id: z.string(),
  target: z.string(),
  version: z.int().nullable(),
  status: runStatusSchema,
  identityPassRate: z.number().nullable(),
  /** The worst family's drop below the identity run, 0-1; null without a report. */
  worstDrop: z.number().nullable(),
  worstFamily: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export type RobustnessGlance = z.infer<typeof robustnessGlanceSchema>;

/** Would the gate let the draft reach production, judged as `PUT labels/production` judges. */
export const draftGateSchema = z.object({
  /** False when the harness has no test cases: nothing is judged. */
  gated: z.boolean(),
  /** The draft's pass threshold (`settings.passThreshold`), 0-1. */
  threshold: z.number(),
  /** The newest version whose content is the draft's; null: publishing needs a version first. */
  version: z.int().nullable(),
  /** Publishing `version` to production now would go through without an override. */
  allowed: z.boolean(),
  /**
   * Production served `version` before: publishing it is a rollback, which is never gated.
   * The server always sends it; optional so a reader may leave it out meaning false.
   */
  rollback: z.boolean().optional(),
  /** Production left `version` by a rollback: not suggested again; publishing it is judged. */
  leftByRollback: leftByRollbackSchema.nullable().optional(),
  /** What `PUT labels/production` would answer for `version` (409), or null. */
  refusal: gateRefusalSchema.nullable(),
});

export type DraftGate = z.infer<typeof draftGateSchema>;

/** What a suite run of the draft (on its own endpoint) counts for at the gate. */
export const draftRunSchema = z.object({
  /**
   * The newest version whose content hash is the draft's: a run of the draft counts for it.
   * Null: for the next version made from the draft, which will have its hash.
   */
  countsFor: z.int().nullable(),
});

/** A label a guardrail rolled back: the experiment report's rollback, with the label and the version it went back to. */
export const overviewRollbackSchema = experimentRollbackSchema.extend({
  label: z.string(),
  control: z.int(),
});

export type OverviewRollback = z.infer<typeof overviewRollbackSchema>;

/** `GET /harnesses/:id/overview`: one harness at a glance, in one request. */
export const harnessOverviewSchema = z.object({
  harness: harnessSchema,
  labels: z.array(labelSchema),
  latestVersion: versionSummarySchema.nullable(),
  draft: draftComparisonSchema,
  /** The model endpoint the draft names (`model.endpoint`). */
  endpoint: z.string(),
  cases: z.int(),
  latestRun: runGlanceSchema.nullable(),
  latestRobustnessRun: robustnessGlanceSchema.nullable(),
  gate: draftGateSchema,
  draftRun: draftRunSchema,
  /** The newest audit records of the harness; null for a role that may not read the audit. */
  activity: z.array(auditEntrySchema).nullable(),
  /**
   * Guardrail rollbacks of the last 7 days, newest first; null for a role that may not read
   * experiment reports.
   */
  rollbacks: z.array(overviewRollbackSchema).nullable(),
});

export type HarnessOverview = z.infer<typeof harnessOverviewSchema>;

/** `GET /model-endpoints/:name/status`: does the model server behind an endpoint answer? */
export const modelStatusSchema = z.object({
  endpoint: z.string(),
  /** The server has an endpoint of that name (`MODEL_ENDPOINTS`). */
  configured: z.boolean(),
  /** Something answered HTTP at its address; false when refused or silent. */
  reachable: z.boolean(),
  model: z.string().nullable(),
});

export type ModelStatus = z.infer<typeof modelStatusSchema>;
