import { describe, expect, it } from 'vitest';
import { textDiff } from './text';

describe('textDiff', () => {
  it('diffs multi-line text by line', () => {
    expect(textDiff('a\nb\nc\n', 'a\nB\nc\n')).toEqual([
      { type: 'equal', value: 'a\n' },
      { type: 'removed', value: 'b\n' },
      { type: 'added', value: 'B\n' },
      { type: 'equal', value: 'c\n' },
    ]);
  });

  it('diffs single-line text by character', () => {
    expect(textDiff('满300减50', '满300减80')).toEqual([
      { type: 'equal', value: '满300减' },
      { type: 'removed', value: '5' },
      { type: 'added', value: '8' },
      { type: 'equal', value: '0' },
    ]);
  });

  it('shows a date, a time or a number as old and new whole, never digit by digit', () => {
    expect(textDiff('2026-12-06T11:00', '2026-12-07T18:00')).toEqual([
      { type: 'removed', value: '2026-12-06T11:00' },
      { type: 'added', value: '2026-12-07T18:00' },
    ]);
    expect(textDiff('20:00', '21:30')).toEqual([
      { type: 'removed', value: '20:00' },
      { type: 'added', value: '21:30' },
    ]);
  });

  it('shows very different long text as replaced whole', () => {
    const a = 'a'.repeat(3_000);
    const b = 'b'.repeat(3_000);
    expect(textDiff(a, b)).toEqual([
      { type: 'removed', value: a },
      { type: 'added', value: b },
    ]);
  });
});
