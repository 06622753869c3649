import { describe, expect, it } from 'vitest';
import { bucketOf, resolveLabel } from './split';

describe('bucketOf', () => {
  it('is the first 4 bytes of sha256(key) mod 100 (vectors from node:crypto)', () => {
    const vectors: [string, number][] = [
      ['abc', 19],
      ['viewer-1', 28],
      ['观众-7', 66],
      ['🙂', 37],
      ['session-42', 15],
      ['', 10],
    ];
    for (const [key, bucket] of vectors) expect(bucketOf(key), key).toBe(bucket);
  });

  it('gives a key without a split, or no key, the label version', () => {
    expect(resolveLabel({ version: 3, split: { version: 4, percent: 99 } })).toBe(3);
    expect(resolveLabel({ version: 3, split: null }, 'abc')).toBe(3);
    expect(resolveLabel({ version: 3, split: { version: 4, percent: 20 } }, 'abc')).toBe(4);
    expect(resolveLabel({ version: 3, split: { version: 4, percent: 19 } }, 'abc')).toBe(3);
  });
});
