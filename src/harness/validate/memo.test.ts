import { describe, expect, it } from 'vitest';
import { memoize } from './memo';

describe('memoize', () => {
  it('keeps a result in use through a flood of other keys, bounded by the limit', () => {
    const computed: string[] = [];
    const memo = memoize(100, 50, (k: string) => (computed.push(k), { k }));
    memo('hot', 'hot');
    for (let i = 0; i < 1_000; i++) {
      memo(`cold-${i}`, `cold-${i}`);
      if (i % 10 === 0) expect(memo('hot', 'hot')).toEqual({ k: 'hot' });
    }
    expect(computed.filter((k) => k === 'hot')).toHaveLength(1);
    // The oldest cold keys are gone: asking again computes them again.
    memo('cold-0', 'cold-0');
    expect(computed.filter((k) => k === 'cold-0')).toHaveLength(2);
  });
});
