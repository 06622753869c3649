import type { ExpectationType } from './expectation-schema';
import type { CaseEvaluation, SkipReason } from './result-schema';
import { latencyStats } from './latency-stats';
import type { ExpectationFailures, RunSummary, SkipCount } from './summary-schema';

export type { ExpectationFailures, RunSummary };

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

/** What was skipped and why: check results per trial, and the skipped cases per reason. */
function skipsByReason(cases: readonly CaseEvaluation[]): SkipCount[] {
  const byReason = new Map<SkipReason, SkipCount>();
  for (const c of cases) {
    const here = new Set<SkipReason>();
    for (const t of c.trials) {
      for (const r of t.expectations) {
        if (r.status !== 'skipped') continue;
        // Results graded before reasons were kept were all judges without a judge.
        const reason = r.skipReason ?? 'no_judge';
        let count = byReason.get(reason);
        if (!count) byReason.set(reason, (count = { reason, checks: 0, cases: 0 }));
        count.checks++;
        here.add(reason);
      }
    }
    if (c.skipped) for (const reason of here) byReason.get(reason)!.cases++;
  }
  return [...byReason.values()];
}

/**
 * Pass rate, failures per check type, what was skipped and latency percentiles of one run.
 * The pass rate is `passed / cases`: a skipped or unchecked case is in the cases, never in the
 * passed.
 */
export function summarizeRun(cases: readonly CaseEvaluation[]): RunSummary {
  const trials = cases.flatMap((c) => c.trials);
  const passed = cases.filter((c) => c.pass).length;
  const skipped = cases.filter((c) => !c.pass && c.skipped === true).length;
  const skipReasons = skipsByReason(cases);
  const timings = trials.flatMap((t) => (t.timings ? [t.timings] : []));
  const share = (n: number, of: number) => (of === 0 ? 0 : n / of);
  return {
    cases: cases.length,
    passed,
    failed: cases.length - passed - skipped,
    skipped,
    unchecked: cases.filter((c) => !c.pass && c.unchecked === true).length,
    passRate: share(passed, cases.length),
    pass1: share(
      cases.reduce((sum, c) => sum + c.pass1, 0),
      cases.length,
    ),
    trials: trials.length,
    passedTrials: trials.filter((t) => t.pass).length,
    trialErrors: trials.filter((t) => t.error !== undefined).length,
    skippedChecks: skipReasons.reduce((sum, s) => sum + s.checks, 0),
    skipReasons,
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

/**
 * The gate's rule: an empty run, or one whose every case was skipped or checked nothing
 * substantive, proves nothing, so it never meets a threshold (not even 0). Those cases count
 * in `cases`, never in `passed`.
 */
export function meetsThreshold(summary: RunSummary, threshold: number): boolean {
  const proved = summary.cases - summary.skipped - (summary.unchecked ?? 0);
  return proved > 0 && summary.passRate >= threshold;
}
