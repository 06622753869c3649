import { describe, expect, it } from 'vitest';
import { standingProblems } from './standing-problems';

describe('standingProblems', () => {
  const sent = { shopName: '', window: { start: '2026-12-12T20:00', end: '2026-12-12T10:00' } };
  const problems = [{ pointer: '/shopName' }, { pointer: '/window/end' }, { pointer: '' }];

  it('keeps every problem while nothing changed since the refused save', () => {
    expect(standingProblems(problems, sent, structuredClone(sent))).toEqual(problems);
  });

  it('drops the problem of a field fixed since, and keeps the others', () => {
    const fixed = { ...sent, shopName: '青山茶铺' };
    expect(standingProblems(problems, sent, fixed).map((p) => p.pointer)).toEqual(['/window/end']);
  });

  it('drops a problem whose field was removed, and keeps all when the sent value is unknown', () => {
    expect(standingProblems([{ pointer: '/window/end' }], sent, { shopName: '' })).toEqual([]);
    expect(standingProblems(problems, undefined, {})).toEqual(problems);
  });
});
