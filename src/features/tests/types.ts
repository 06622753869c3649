import type { TestRun as StoredRun } from '../../harness/evaluation';

export {
  RUN_STATUSES,
  type RunCaseResult,
  type RunStatus,
  type StoredComparison as RunComparisonResult,
  type TestRunDetail,
} from '../../harness/evaluation';

/** A run as the API sends it; the 202 of a start adds the pass threshold under test. */
export type TestRun = StoredRun & { threshold?: number };

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

export type { ModelEndpoint } from '../../lib/model-endpoints';
