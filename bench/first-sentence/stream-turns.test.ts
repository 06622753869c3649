import { describe, expect, it } from 'vitest';
import { eveningProducts } from './evening-products';
import { PRODUCT_TURNS, streamTurns } from './stream-turns';

describe('streamTurns', () => {
  const turns = streamTurns(300);

  it('changes the product every 8 turns and mostly brings a new viewer', () => {
    const changes = turns.flatMap((t, i) => (t.change === 'product' ? [i] : []));
    expect(changes.length).toBe(Math.floor((turns.length - 1) / PRODUCT_TURNS));
    for (const i of changes) {
      expect(i % PRODUCT_TURNS).toBe(0);
      expect(turns[i]!.context.product!.id).not.toBe(turns[i - 1]!.context.product!.id);
    }
    const newViewers = turns.filter((t) => t.change === 'new viewer').length;
    expect(newViewers / turns.length).toBeGreaterThan(0.7);
    const names = turns.map((t) => t.context.viewer!.nickname);
    expect(new Set(names).size).toBeGreaterThan(0.8 * turns.length);
  });

  it('shows each product first once, and some again later in the evening', () => {
    const first = turns.filter((t) => t.firstAppearance).map((t) => t.context.product!.id);
    expect(new Set(first).size).toBe(first.length);
    expect(first.length).toBe(eveningProducts().length);
    expect(
      turns.filter((t) => t.change === 'product' && !t.firstAppearance).length,
    ).toBeGreaterThan(5);
    const names = eveningProducts().map((p) => `${p.id} ${p.name} ${p.price}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it("carries a follow-up's earlier questions, replies and live contexts", () => {
    const followUps = turns.filter((t) => t.change === 'same viewer');
    expect(followUps.length).toBeGreaterThan(20);
    for (const t of followUps) {
      const users = t.conversation.filter((m) => m.role === 'user');
      expect(users.length).toBe(t.earlierContexts.length + 1);
      expect(t.conversation.at(-1)!.role).toBe('user');
      for (const c of t.earlierContexts) expect(c.viewer).toBe(t.context.viewer);
    }
    // An earlier turn of the same viewer is this turn's conversation without its last message.
    const later = followUps[0]!;
    const earlier = turns.find((t) => t.context === later.earlierContexts.at(-1))!;
    expect(later.conversation.slice(0, earlier.conversation.length)).toEqual(earlier.conversation);
    expect(later.conversation[earlier.conversation.length]!.role).toBe('assistant');
    expect(
      turns.filter((t) => t.change !== 'same viewer').every((t) => t.conversation.length === 1),
    ).toBe(true);
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
