import type { CaseEvaluation, ExpectationResult } from './result-schema';
import { normalizeReplyText } from './normalize';

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
  /** Cases head skipped (every check skipped): not counted as failing, nor as passing. */
  skipped: string[];
  answersChanged: string[];
  /** Cases only in head (new cases) or only in base (deleted cases). */
  added: string[];
  removed: string[];
  passRate: { base: number; head: number };
  /** Head's cases in order, then the removed ones. */
  cases: CaseComparison[];
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

/** What changed from `base` (usually the production version's run) to `head`. */
export function compareRuns(
  base: readonly CaseEvaluation[],
  head: readonly CaseEvaluation[],
): RunComparison {
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
    skipped: ids('skipped'),
    answersChanged: cases.filter((c) => c.answerChanged).map((c) => c.caseId),
    added: ids('added'),
    removed: ids('removed'),
    passRate: { base: rate(base), head: rate(head) },
    cases,
  };
}
