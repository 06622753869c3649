import { describe, expect, it } from 'vitest';
import type { CaseChange, CaseComparison } from '../../../harness/evaluation';
import { comparisonRows, isChanged } from './comparison-rows';

const row = (caseId: string, change: CaseChange, answerChanged = false): CaseComparison => ({
  caseId,
  name: caseId,
  change,
  answerChanged,
  base: null,
  head: null,
});

const rows = [
  row('a', 'still_passing'),
  row('b', 'newly_passing'),
  row('c', 'still_passing', true),
  row('d', 'removed'),
  row('e', 'newly_failing'),
  row('f', 'still_failing'),
  row('g', 'added'),
  row('h', 'newly_failing', true),
];

describe('comparisonRows', () => {
  it('puts newly failing first, then by change, keeping the suite order within a group', () => {
    expect(comparisonRows(rows, false).map((r) => r.caseId)).toEqual([
      'h',
      'e',
      'b',
      'f',
      'g',
      'd',
      'c',
      'a',
    ]);
  });

  it('shows only changes when asked', () => {
    expect(comparisonRows(rows, true).map((r) => r.caseId)).toEqual(['h', 'e', 'b', 'g', 'd', 'c']);
  });
});

describe('isChanged', () => {
  it('counts a changed answer even when the verdict held', () => {
    expect(isChanged(row('x', 'still_failing', true))).toBe(true);
    expect(isChanged(row('x', 'still_failing'))).toBe(false);
    expect(isChanged(row('x', 'still_passing'))).toBe(false);
  });
});
