import { describe, expect, it } from 'vitest';
import { streamTurns } from './stream-turns';

describe('streamTurns', () => {
  const turns = streamTurns(300);

  it('changes the product every 15-25 turns and mostly brings a new viewer', () => {
    const changes = turns.flatMap((t, i) => (t.change === 'product' ? [i] : []));
    const gaps = changes.map((at, k) => at - (changes[k - 1] ?? 0));
    expect(gaps.every((g) => g >= 15 && g <= 25)).toBe(true);
    for (const i of changes) {
      expect(turns[i]!.context.product!.id).not.toBe(turns[i - 1]!.context.product!.id);
    }
    const newViewers = turns.filter((t) => t.change === 'new viewer').length;
    expect(newViewers / turns.length).toBeGreaterThan(0.7);
    const names = turns.map((t) => t.context.viewer!.nickname);
    expect(new Set(names).size).toBeGreaterThan(0.8 * turns.length);
  });

  it('moves the comments and the clock on every turn', () => {
    for (let i = 1; i < turns.length; i++) {
      const [a, b] = [turns[i - 1]!.context, turns[i]!.context];
      expect(Date.parse(b.now!) - Date.parse(a.now!)).toBeGreaterThanOrEqual(8_000);
      expect(b.comments).not.toEqual(a.comments);
    }
    expect(streamTurns(300)).toEqual(turns);
  });
});
