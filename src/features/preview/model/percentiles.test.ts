import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './percentiles';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(ten, 50)).toBe(5);
    expect(percentile(ten, 95)).toBe(10);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNull();
  });

  it('skips answers that have no such timing (no text streamed)', () => {
    expect(summarize([100, null, 300, undefined, 200])).toEqual({ count: 3, p50: 200, p95: 300 });
  });
});
