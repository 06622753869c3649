import type { TurnEvent } from '../runtime-events';
import type { RunComparison } from './compare-runs';
import type { RunSummary } from './report';
import type { CaseEvaluation } from './result-schema';
import type { TestCase } from './schema';
import type { TurnRecord } from './turn-record';

// Suite runs and the publish gate as the API sends them: the server stores and answers with
// these, the SPA reads them. Stated once here, where both may import.

export const RUN_STATUSES = ['running', 'finished', 'cancelled', 'failed', 'interrupted'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export interface TestRun {
  id: string;
  harnessId: string;
  /** "draft", a version number as text ("3"), or "label:<name>". */
  target: string;
  /** The version the target resolved to when the run started; null for the draft. */
  version: number | null;
  status: RunStatus;
  total: number;
  done: number;
  summary: RunSummary | null;
  error: string | null;
  createdAt: string;
  createdBy: string;
  finishedAt: string | null;
}

export interface RunCaseResult {
  caseId: string;
  position: number;
  testCase: TestCase;
  evaluation: CaseEvaluation;
  /** One record per trial: the answer, tool calls and results, hooks and timings. */
  records: TurnRecord[];
  /** One trace per trial: the turn's events as the preview streams them, deltas merged. */
  traces: TurnEvent[][];
}

/** `GET /harnesses/:id/test-runs/:runId`. */
export interface TestRunDetail extends TestRun {
  cases: RunCaseResult[];
}

/** `GET .../test-runs/:runId/compare?base=`: from `base` (usually production's run) to `head`. */
export type StoredComparison = { base: string; head: string } & RunComparison;

export interface GateRefusal {
  code: 'gate.no_run' | 'gate.below_threshold';
  /** Says why, for people; shown as it is. */
  detail: string;
  version: number;
  runId: string | null;
  passRate: number | null;
  threshold: number;
}

/** `GET /harnesses/:id/publish-gate?version=N`: may this version go to production, and why. */
export interface PublishGateStatus {
  version: number;
  threshold: number;
  /** False when the harness has no test cases: nothing to judge, nothing gated. */
  gated: boolean;
  allowed: boolean;
  refusal: GateRefusal | null;
  /** The version's latest finished run. */
  run: TestRun | null;
  production: { version: number | null; run: TestRun | null };
  /** From production's run (base) to this version's (head). */
  comparison: StoredComparison | null;
}
