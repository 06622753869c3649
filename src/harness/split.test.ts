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

  it('salts with the experiment id: sha256("<salt>:<key>"), the same vectors in node:crypto', () => {
    const vectors: [string, string, number][] = [
      ['exp_0123456789abcdef', 'abc', 17],
      ['exp_0123456789abcdef', 'viewer-1', 50],
      ['exp_fedcba9876543210', 'viewer-1', 81],
      ['exp_0123456789abcdef', '观众-7', 54],
    ];
    for (const [salt, key, bucket] of vectors) expect(bucketOf(key, salt), key).toBe(bucket);
    // No salt (a split begun before salts) is the unsalted hash.
    expect(bucketOf('abc', null)).toBe(bucketOf('abc'));
  });

  it("puts two experiments' treatments on independent viewers", () => {
    const a = { version: 1, split: { version: 2, percent: 50, salt: 'exp_a' } };
    const b = { version: 1, split: { version: 2, percent: 50, salt: 'exp_b' } };
    let both = 0;
    for (let i = 0; i < 4_000; i++) {
      const key = `viewer-${i}`;
      if (resolveLabel(a, key) === 2 && resolveLabel(b, key) === 2) both++;
    }
    // Independent: about a quarter in both (an unsalted hash would put half there).
    expect(Math.abs(both / 4_000 - 0.25)).toBeLessThan(0.03);
  });
});
