import type { StartedRun, TestRun as StoredRun } from '../../harness/evaluation';
import type { Label, VersionSummary } from '../../harness/records';

export {
  RUN_STATUSES,
  type RunCaseResult,
  type RunStatus,
  type StoredComparison as RunComparisonResult,
  type TestRunDetail,
} from '../../harness/evaluation';

/** A run as the API sends it; the 202 of a start adds the pass threshold under test. */
export type TestRun = StoredRun & Partial<Pick<StartedRun, 'threshold'>>;

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

export type { SuiteImportResult as ImportSuiteResult } from '../../harness/evaluation';

/** What the target picker needs of a label (GET /labels). */
export type LabelRef = Pick<Label, 'name' | 'version'>;

/** What the target picker needs of a version (GET /versions). */
export type VersionRef = Pick<VersionSummary, 'number' | 'message'>;
