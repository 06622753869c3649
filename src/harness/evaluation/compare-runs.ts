import type { CaseEvaluation, ExpectationResult } from './result-schema';
import { normalizeReplyText } from './normalize';
import { summarizeRun } from './report';

/** `skipped`: head's case had every check skipped (no judge): neither a pass nor a failure. */
export type CaseChange =
  | 'newly_failing'
  | 'newly_passing'
  | 'still_failing'
  | 'still_passing'
  | 'skipped'
  | 'added'
  | 'removed';

/** One run's side of a case, for the side-by-side view. */
export interface CaseSide {
  pass: boolean;
  pass1: number;
  /** Per trial, what the host said (null: nothing). */
  replies: (string | null)[];
  /** Checks that failed in any trial, once per expectation. */
  failed: ExpectationResult[];
  /** Trial-level failures (turn error, cancelled, not recorded). */
  errors: string[];
}

export interface CaseComparison {
  caseId: string;
  name: string;
  change: CaseChange;
  /** Both runs answered, and the normalised replies differ. */
  answerChanged: boolean;
  base: CaseSide | null;
  head: CaseSide | null;
}

export interface RunComparison {
  newlyFailing: string[];
  newlyPassing: string[];
  stillFailing: string[];
  /**
   * Cases head skipped (every check skipped): not counted as failing, nor as passing. The
   * same cases head's summary counts as skipped (a new case too), so the two figures agree.
   */
  skipped: string[];
  /** Check results head did not run (a judge with no judge...), as head's summary counts them. */
  skippedChecks: number;
  answersChanged: string[];
  /** Cases only in head (new cases) or only in base (deleted cases). */
  added: string[];
  removed: string[];
  /** Each run's own cases; while one still runs, without those it has not reached yet. */
  passRate: { base: number; head: number };
  /** Head's cases in order, then the removed ones (never those still to come). */
  cases: CaseComparison[];
  /** Which run is still going: its cases not yet finished are neither added nor removed. */
  running: { base: boolean; head: boolean };
  /** Cases one run has finished that the other, still running, has not yet: left out. */
  pending: string[];
}

export interface CompareOptions {
  /** The runs still going (default: both finished). */
  running?: { base?: boolean; head?: boolean };
}

function side(c: CaseEvaluation): CaseSide {
  const failed = new Map<number, ExpectationResult>();
  for (const t of c.trials)
    for (const r of t.expectations)
      if (r.status === 'fail' && !failed.has(r.index)) failed.set(r.index, r);
  return {
    pass: c.pass,
    pass1: c.pass1,
    replies: c.trials.map((t) => t.reply),
    failed: [...failed.values()].sort((a, b) => a.index - b.index),
    errors: c.trials.flatMap((t) => (t.error ? [`Trial ${t.trial}: ${t.error}`] : [])),
  };
}

/** Sampling varies replies between trials, so trials are compared as a set, not in order. */
function answers(c: CaseEvaluation): string {
  const texts = c.trials
    .filter((t) => t.outcome !== 'missing')
    .map((t) => (t.reply === null ? '\u0000' : normalizeReplyText(t.reply)));
  return JSON.stringify([...new Set(texts)].sort());
}

function changeOf(base: CaseEvaluation | undefined, head: CaseEvaluation | undefined): CaseChange {
  if (!base) return 'added';
  if (!head) return 'removed';
  if (head.skipped) return 'skipped';
  if (base.pass) return head.pass ? 'still_passing' : 'newly_failing';
  if (head.pass) return 'newly_passing';
  // A case base skipped was not failing then.
  return base.skipped ? 'newly_failing' : 'still_failing';
}

const rate = (cases: readonly CaseEvaluation[]) =>
  cases.length === 0 ? 0 : cases.filter((c) => c.pass).length / cases.length;

/**
 * What changed from `base` (usually the production version's run) to `head`. A run still
 * going has not yet reached every case: a case only the other run has is still to come, not
 * removed (or added), and the pass rates are over the cases both have finished, so a
 * half-done run never reads as a collapse.
 */
export function compareRuns(
  allBase: readonly CaseEvaluation[],
  allHead: readonly CaseEvaluation[],
  options: CompareOptions = {},
): RunComparison {
  const running = { base: !!options.running?.base, head: !!options.running?.head };
  const baseIds = new Set(allBase.map((c) => c.caseId));
  const headIdsAll = new Set(allHead.map((c) => c.caseId));
  const pending = [
    ...(running.head ? allBase.filter((c) => !headIdsAll.has(c.caseId)) : []),
    ...(running.base ? allHead.filter((c) => !baseIds.has(c.caseId)) : []),
  ].map((c) => c.caseId);
  const waiting = new Set(pending);
  const base = allBase.filter((c) => !waiting.has(c.caseId));
  const head = allHead.filter((c) => !waiting.has(c.caseId));
  const baseById = new Map(base.map((c) => [c.caseId, c]));
  const headIds = new Set(head.map((c) => c.caseId));
  const pairs: [CaseEvaluation | undefined, CaseEvaluation | undefined][] = [
    ...head.map((h): [CaseEvaluation | undefined, CaseEvaluation] => [baseById.get(h.caseId), h]),
    ...base
      .filter((b) => !headIds.has(b.caseId))
      .map((b): [CaseEvaluation, undefined] => [b, undefined]),
  ];
  const cases = pairs.map(([b, h]): CaseComparison => {
    const either = (h ?? b)!;
    return {
      caseId: either.caseId,
      name: either.name,
      change: changeOf(b, h),
      answerChanged: !!b && !!h && answers(b) !== answers(h),
      base: b ? side(b) : null,
      head: h ? side(h) : null,
    };
  });
  const ids = (change: CaseChange) => cases.filter((c) => c.change === change).map((c) => c.caseId);
  return {
    newlyFailing: ids('newly_failing'),
    newlyPassing: ids('newly_passing'),
    stillFailing: ids('still_failing'),
    skipped: head.filter((c) => !c.pass && c.skipped === true).map((c) => c.caseId),
    // Counted by the summary's own rule, so the comparison and the summary say the same.
    skippedChecks: summarizeRun(head).skippedChecks,
    answersChanged: cases.filter((c) => c.answerChanged).map((c) => c.caseId),
    added: ids('added'),
    removed: ids('removed'),
    passRate: { base: rate(base), head: rate(head) },
    cases,
    running,
    pending,
  };
}
