import type {
  CaseEvaluation,
  TrialReason,
  TrialResult,
  TurnRecord,
} from '../../../harness/evaluation';
import type { RunCaseResult } from '../types';

/** The report's table: every case, or only the failing ones, in the suite's order. */
export function visibleCases(
  cases: readonly RunCaseResult[],
  failedOnly: boolean,
): RunCaseResult[] {
  const shown = failedOnly ? cases.filter((c) => !c.evaluation.pass) : [...cases];
  return shown.sort((a, b) => a.position - b.position);
}

/** One trial of a case: its verdict and checks, and what the turn did (its record). */
export interface TrialView {
  trial: TrialResult;
  /** Null when the server kept no record for the trial (cancelled before it ran). */
  record: TurnRecord | null;
}

/** Trials are 1-based; the records are stored one per trial, in trial order. */
export function trialViews(result: RunCaseResult): TrialView[] {
  return result.evaluation.trials.map((trial) => ({
    trial,
    record: result.records[trial.trial - 1] ?? null,
  }));
}

/** Why a case's trials did not pass besides their failed checks, each reason once. */
export function caseReasons(evaluation: Pick<CaseEvaluation, 'trials'>): TrialReason[] {
  return [...new Set(evaluation.trials.flatMap((t) => (t.reason ? [t.reason] : [])))];
}

/** Whether a case's verdict involved a check judged by a model (it may differ next time). */
export function isModelGraded(evaluation: Pick<CaseEvaluation, 'deterministic'>): boolean {
  return !evaluation.deterministic;
}
