import { diffChars, diffLines } from 'diff';
import type { TextDiffPart } from './types';

/**
 * Past this many edits the runs stop helping a reviewer and the diff gets slow: the text
 * is shown as replaced whole instead. A limit on edits (not time) keeps output deterministic.
 */
const MAX_EDITS = 2_000;

/**
 * A short value read as one thing (a date, a time, a number, a price): its digits diffed one
 * by one read as neither ("2026-12-067T1100:1800"), so the old and new are shown whole.
 */
const ATOMIC = /^[-+\d.,:/%TZ ¥$]{1,32}$/;

/** Lines for multi-line text; characters otherwise (Chinese has no spaces between words). */
export function textDiff(before: string, after: string): TextDiffPart[] {
  const multiLine = before.includes('\n') || after.includes('\n');
  const options = { maxEditLength: MAX_EDITS };
  const changes =
    ATOMIC.test(before) && ATOMIC.test(after)
      ? undefined
      : multiLine
        ? diffLines(before, after, options)
        : diffChars(before, after, options);
  if (!changes) {
    const whole: TextDiffPart[] = [];
    if (before !== '') whole.push({ type: 'removed', value: before });
    if (after !== '') whole.push({ type: 'added', value: after });
    return whole;
  }
  return changes.map((c) => ({
    type: c.added ? 'added' : c.removed ? 'removed' : 'equal',
    value: c.value,
  }));
}
