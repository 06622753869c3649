import type { CaseChange, CaseComparison } from '../../../harness/evaluation';

// What a reviewer must see first: what broke, then what got fixed, then what is still broken.
const ORDER: Record<CaseChange, number> = {
  newly_failing: 0,
  newly_passing: 1,
  still_failing: 2,
  added: 3,
  removed: 4,
  skipped: 5,
  still_passing: 6,
};

/** A verdict changed, the case came or went, or the host now says something else. */
export function isChanged(row: CaseComparison): boolean {
  return (
    row.answerChanged ||
    row.change === 'newly_failing' ||
    row.change === 'newly_passing' ||
    row.change === 'added' ||
    row.change === 'removed'
  );
}

/**
 * The side-by-side rows: newly failing first, then by kind of change, changed answers
 * before unchanged ones; within a group the suite's order is kept (the sort is stable).
 */
export function comparisonRows(
  cases: readonly CaseComparison[],
  changedOnly: boolean,
): CaseComparison[] {
  return cases
    .filter((c) => !changedOnly || isChanged(c))
    .map((c, i) => ({ c, i }))
    .sort(
      (a, b) =>
        ORDER[a.c.change] - ORDER[b.c.change] ||
        Number(b.c.answerChanged) - Number(a.c.answerChanged) ||
        a.i - b.i,
    )
    .map(({ c }) => c);
}
