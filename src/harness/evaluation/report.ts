import type { ExpectationType } from './expectation-schema';
import type { CaseEvaluation } from './result-schema';
import { latencyStats, type LatencyStats } from './latency-stats';

export interface ExpectationFailures {
  type: ExpectationType;
  /** Cases with at least one trial failing this type of check. */
  failedCases: number;
  failedTrials: number;
  /** Trials where the check was not run (a judge with no judge configured). */
  skippedTrials: number;
}

export interface RunSummary {
  cases: number;
  passed: number;
  failed: number;
  /** Share of cases passing (pass^k each); what the publish gate compares to the threshold. */
  passRate: number;
  /** Mean of the cases' pass@1. */
  pass1: number;
  trials: number;
  passedTrials: number;
  /** Trials that failed as a whole: turn error, cancelled, not recorded. */
  trialErrors: number;
  /** Per check type, most failing cases first; types that never failed are left out. */
  failures: ExpectationFailures[];
  /** Cases whose verdict involved a model-graded check. */
  nonDeterministicCases: string[];
  latency: {
    /** Turns that streamed text; a hook's direct answer has no first token. */
    firstTokenMs: LatencyStats;
    totalMs: LatencyStats;
  };
}

function failuresByType(cases: readonly CaseEvaluation[]): ExpectationFailures[] {
  const byType = new Map<ExpectationType, ExpectationFailures>();
  const entry = (type: ExpectationType) => {
    let e = byType.get(type);
    if (!e) byType.set(type, (e = { type, failedCases: 0, failedTrials: 0, skippedTrials: 0 }));
    return e;
  };
  for (const c of cases) {
    const failedHere = new Set<ExpectationType>();
    for (const t of c.trials) {
      const failedInTrial = new Set<ExpectationType>();
      for (const r of t.expectations) {
        if (r.status === 'skipped') entry(r.type).skippedTrials++;
        else if (!r.pass) failedInTrial.add(r.type);
      }
      for (const type of failedInTrial) {
        entry(type).failedTrials++;
        failedHere.add(type);
      }
    }
    for (const type of failedHere) entry(type).failedCases++;
  }
  return [...byType.values()].sort(
    (a, b) => b.failedCases - a.failedCases || b.failedTrials - a.failedTrials,
  );
}

/** Pass rate, failures per check type and latency percentiles of one run. */
export function summarizeRun(cases: readonly CaseEvaluation[]): RunSummary {
  const trials = cases.flatMap((c) => c.trials);
  const passed = cases.filter((c) => c.pass).length;
  const timings = trials.flatMap((t) => (t.timings ? [t.timings] : []));
  const share = (n: number, of: number) => (of === 0 ? 0 : n / of);
  return {
    cases: cases.length,
    passed,
    failed: cases.length - passed,
    passRate: share(passed, cases.length),
    pass1: share(
      cases.reduce((sum, c) => sum + c.pass1, 0),
      cases.length,
    ),
    trials: trials.length,
    passedTrials: trials.filter((t) => t.pass).length,
    trialErrors: trials.filter((t) => t.error !== undefined).length,
    failures: failuresByType(cases),
    nonDeterministicCases: cases.filter((c) => !c.deterministic).map((c) => c.caseId),
    latency: {
      firstTokenMs: latencyStats(
        timings.flatMap((t) => (t.firstTokenMs === null ? [] : [t.firstTokenMs])),
      ),
      totalMs: latencyStats(timings.map((t) => t.totalMs)),
    },
  };
}

/** The gate's rule: an empty run proves nothing, so it never meets a threshold. */
export function meetsThreshold(summary: RunSummary, threshold: number): boolean {
  return summary.cases > 0 && summary.passRate >= threshold;
}
