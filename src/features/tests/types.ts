import type {
  CaseEvaluation,
  RunComparison,
  RunSummary,
  TestCase,
  TurnRecord,
} from '../../harness/evaluation';

// The test-run wire format. It mirrors server/modules/test-runs/test-run-store.ts: the SPA
// talks to the server over HTTP only, so it states the shapes itself.

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
  /** Only on the 202 of a start: the pass threshold of the document under test. */
  threshold?: number;
}

export interface RunCaseResult {
  caseId: string;
  position: number;
  testCase: TestCase;
  evaluation: CaseEvaluation;
  /** One record per trial: answer, tool calls and results, hooks and timings. */
  records: TurnRecord[];
  /** Per trial, the turn's events as the preview streams them (the preview replays them). */
  traces?: unknown[][];
}

export interface TestRunDetail extends TestRun {
  cases: RunCaseResult[];
}

export interface RunComparisonResult extends RunComparison {
  base: string;
  head: string;
}

export interface StartRunInput {
  harnessId: string;
  target: string;
  /** A configured model endpoint instead of the harness's own. */
  endpoint?: string;
}

export type SuiteFormat = 'jsonl' | 'yaml';
export type ImportMode = 'merge' | 'replace';

export interface ImportSuiteInput {
  harnessId: string;
  format: SuiteFormat;
  text: string;
  mode: ImportMode;
}

export interface ImportSuiteResult {
  created: number;
  updated: number;
  removed: number;
}

/** What the target picker needs of a label (GET /labels). */
export interface LabelRef {
  name: string;
  version: number | null;
}

/** What the target picker needs of a version (GET /versions). */
export interface VersionRef {
  number: number;
  message: string;
}

export interface ModelEndpoint {
  name: string;
  model: string | null;
}
