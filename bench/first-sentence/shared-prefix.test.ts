import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SharedPrefixCounter, type Tokens } from './shared-prefix';

/** The definition, by comparing with every earlier sequence. */
function bruteForce(sequences: Tokens[]): number[] {
  return sequences.map((seq, i) => {
    let best = 0;
    for (const earlier of sequences.slice(0, i)) {
      let n = 0;
      while (n < seq.length && n < earlier.length && seq[n] === earlier[n]) n++;
      best = Math.max(best, n);
    }
    return best;
  });
}

describe('SharedPrefixCounter', () => {
  it('counts the longest prefix shared with any earlier sequence, not only the last one', () => {
    const counter = new SharedPrefixCounter();
    expect(counter.add([1, 2, 3, 4])).toBe(0);
    expect(counter.add([9, 9])).toBe(0);
    expect(counter.add([1, 2, 3, 5, 6])).toBe(3);
    // Shares 4 with the first, 3 with the third, nothing with the second.
    expect(counter.add([1, 2, 3, 4, 7])).toBe(4);
    expect(counter.add([1, 2, 3, 4])).toBe(4);
    expect(counter.add([1, 2])).toBe(2);
    expect(counter.add([])).toBe(0);
  });

  it('agrees with comparing against every earlier sequence', () => {
    const sequences = fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 8 }), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(sequences, (seqs) => {
        const counter = new SharedPrefixCounter();
        expect(seqs.map((s) => counter.add(s))).toEqual(bruteForce(seqs));
      }),
    );
  });
});
