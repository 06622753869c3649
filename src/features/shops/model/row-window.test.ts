import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window';

describe('rowWindow', () => {
  it('draws the rows in view and a few either side, standing in for the rest', () => {
    expect(rowWindow(0, 400, 10_000, 40, 5)).toEqual({
      start: 0,
      end: 15,
      before: 0,
      after: (10_000 - 15) * 40,
    });
    const mid = rowWindow(40 * 5_000, 400, 10_000, 40, 5);
    expect(mid).toEqual({ start: 4_995, end: 5_015, before: 4_995 * 40, after: 4_985 * 40 });
    expect(rowWindow(40 * 20_000, 400, 10_000, 40, 5)).toMatchObject({
      start: 10_000,
      end: 10_000,
      after: 0,
    });
    expect(rowWindow(0, 400, 3, 40)).toEqual({ start: 0, end: 3, before: 0, after: 0 });
  });
});
