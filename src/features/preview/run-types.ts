import type { CaseEvaluation, RunSummary, TestCase, TurnRecord } from '../../harness';
import type { TurnEvent } from './types';

// A stored suite run as `GET /harnesses/:id/test-runs/:runId` sends it: the preview reads it
// to replay one case, so it states the fields it uses (the SPA talks to the server over HTTP).

export interface StoredRunCase {
  caseId: string;
  position: number;
  testCase: TestCase;
  evaluation: CaseEvaluation;
  /** One record per trial. */
  records: TurnRecord[];
  /** One event list per trial, consecutive deltas merged; empty (or absent) on older runs. */
  traces?: TurnEvent[][];
}

export interface StoredRun {
  id: string;
  harnessId: string;
  /** `draft`, a version number as text, or `label:<name>`. */
  target: string;
  version: number | null;
  status: string;
  total: number;
  done: number;
  summary: RunSummary | null;
  error: string | null;
  createdAt: string;
  createdBy: string;
  finishedAt: string | null;
  cases: StoredRunCase[];
}
