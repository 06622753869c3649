import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchKeyed } from './keyed-list';

const id = (s: string) => s;
const moved = (before: string[], after: string[]) =>
  matchKeyed(before, after, id)
    .present.filter((p) => p.moved)
    .map((p) => p.key);

describe('matchKeyed', () => {
  it('moves nothing when items are only inserted or removed', () => {
    expect(moved(['a', 'b', 'c'], ['x', 'a', 'c', 'y'])).toEqual([]);
  });

  it('moves the fewest items', () => {
    expect(moved(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])).toEqual(['a']);
    expect(moved(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'])).toEqual(['d']);
  });

  it('pairs repeated keys by occurrence', () => {
    const match = matchKeyed(['a', 'a', 'b'], ['a', 'b'], id);
    expect(match.removed.map((p) => [p.key, p.beforeIndex])).toEqual([['a', 1]]);
  });

  it('after the moves, the kept items are in before order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 30 })), (before) => {
        const after = [...before].sort((x, y) => ((x * 7) % 11) - ((y * 7) % 11));
        const keys = (l: number[]) => l.map(String);
        const kept = matchKeyed(keys(before), keys(after), id).present.filter((p) => !p.moved);
        const positions = kept.map((p) => p.beforeIndex);
        expect(positions).toEqual([...positions].sort((x, y) => x - y));
      }),
    );
  });
});
