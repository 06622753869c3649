import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';
import type { HarnessDocumentInput } from '../schema/document';

type PromotionInput = NonNullable<HarnessDocumentInput['promotions']>[number];

function promo(
  id: string,
  start: string,
  end: string,
  more: Partial<PromotionInput> = {},
): PromotionInput {
  return {
    id,
    name: `Promo ${id}`,
    type: 'flash_sale',
    price: 9.9,
    scope: { kind: 'all' },
    window: { start, end, timeZone: 'Asia/Shanghai' },
    ...more,
  } as PromotionInput;
}

const run = (...promotions: PromotionInput[]) =>
  diagnose((doc) => {
    doc.promotions = promotions;
  });

describe('exclusive promotions that overlap', () => {
  it('reports the later of two overlapping promotions when one is exclusive', () => {
    const d = run(
      promo('b', '2026-12-12T21:00', '2026-12-12T23:00'),
      promo('a', '2026-12-12T20:00', '2026-12-12T22:00', { stacking: 'exclusive' }),
    );
    expect(found(d, 'promotion.exclusive_overlap')).toEqual([
      {
        pointer: '/promotions/0/stacking',
        code: 'promotion.exclusive_overlap',
        severity: 'error',
      },
    ]);
    expect(d.find((x) => x.code === 'promotion.exclusive_overlap')?.message).toContain('"Promo a"');
  });

  it('compares windows as instants across time zones', () => {
    // 20:00-22:00 Shanghai is 12:00-14:00 UTC; 13:00 UTC is inside it.
    const d = run(
      promo('a', '2026-12-12T20:00', '2026-12-12T22:00', { stacking: 'exclusive' }),
      promo('b', '2026-12-12T13:00', '2026-12-12T13:30', {
        window: { start: '2026-12-12T13:00', end: '2026-12-12T13:30', timeZone: 'UTC' },
      }),
    );
    expect(found(d, 'promotion.exclusive_overlap').map((x) => x.pointer)).toEqual([
      '/promotions/1/stacking',
    ]);
  });

  it('reports overlapping product lists and category lists', () => {
    const d = run(
      promo('a', '2026-12-12T20:00', '2026-12-12T22:00', {
        stacking: 'exclusive',
        scope: { kind: 'products', ids: ['p1', 'p2'] },
      }),
      promo('b', '2026-12-12T20:00', '2026-12-12T22:00', {
        scope: { kind: 'products', ids: ['p2', 'p3'] },
      }),
      promo('c', '2026-12-13T20:00', '2026-12-13T22:00', {
        stacking: 'exclusive',
        scope: { kind: 'categories', ids: ['face'] },
      }),
      promo('d', '2026-12-13T21:00', '2026-12-13T23:00', {
        scope: { kind: 'categories', ids: ['face', 'body'] },
      }),
    );
    expect(found(d, 'promotion.exclusive_overlap').map((x) => x.pointer)).toEqual([
      '/promotions/1/stacking',
      '/promotions/3/stacking',
    ]);
  });

  it('warns when one lists products and the other categories', () => {
    const d = run(
      promo('a', '2026-12-12T20:00', '2026-12-12T22:00', {
        stacking: 'exclusive',
        scope: { kind: 'products', ids: ['p1'] },
      }),
      promo('b', '2026-12-12T21:00', '2026-12-12T22:00', {
        scope: { kind: 'categories', ids: ['face'] },
      }),
    );
    expect(found(d, 'promotion.exclusive_may_overlap')).toEqual([
      {
        pointer: '/promotions/1/stacking',
        code: 'promotion.exclusive_may_overlap',
        severity: 'warning',
      },
    ]);
    expect(found(d, 'promotion.exclusive_overlap')).toEqual([]);
  });

  it('accepts overlaps between stackable promotions', () => {
    const d = run(
      promo('a', '2026-12-12T20:00', '2026-12-12T22:00'),
      promo('b', '2026-12-12T20:00', '2026-12-12T22:00'),
    );
    expect(found(d, 'promotion.exclusive_overlap')).toEqual([]);
  });

  it('accepts back-to-back windows, disjoint items, disabled promotions and disjoint viewers', () => {
    const d = run(
      promo('a', '2026-12-12T20:00', '2026-12-12T22:00', { stacking: 'exclusive' }),
      promo('b', '2026-12-12T22:00', '2026-12-12T23:00'),
      promo('c', '2026-12-13T20:00', '2026-12-13T22:00', {
        stacking: 'exclusive',
        scope: { kind: 'products', ids: ['p1'] },
      }),
      promo('d', '2026-12-13T20:00', '2026-12-13T22:00', {
        scope: { kind: 'products', ids: ['p2'] },
      }),
      promo('e', '2026-12-13T20:00', '2026-12-13T22:00', { enabled: false }),
      promo('f', '2026-12-14T20:00', '2026-12-14T22:00', {
        stacking: 'exclusive',
        eligibility: { viewers: ['new'] },
      }),
      promo('g', '2026-12-14T20:00', '2026-12-14T22:00', {
        eligibility: { viewers: ['member'] },
      }),
    );
    expect(found(d, 'promotion.exclusive_overlap')).toEqual([]);
    expect(found(d, 'promotion.exclusive_may_overlap')).toEqual([]);
  });

  it('agrees with a brute-force pairwise check on many promotions', () => {
    const day = (i: number) => 1 + (i % 28);
    const exclusive = (i: number) => i % 100 === 0;
    const many = Array.from({ length: 1_000 }, (_, i) => {
      const dd = String(day(i)).padStart(2, '0');
      return promo(`p${i}`, `2026-12-${dd}T20:00`, `2026-12-${dd}T22:00`, {
        stacking: exclusive(i) ? 'exclusive' : 'stackable',
        scope: { kind: 'products', ids: [`sku-${i}`, 'shared'] },
      });
    });
    const expected: string[] = [];
    for (let j = 0; j < many.length; j++) {
      // Same start time, so "later" means a higher index.
      let conflict = false;
      for (let k = 0; k < j && !conflict; k++) {
        conflict = day(k) === day(j) && (exclusive(k) || exclusive(j));
      }
      if (conflict) expected.push(`/promotions/${j}/stacking`);
    }
    const d = run(...many);
    const actual = found(d, 'promotion.exclusive_overlap').map((x) => x.pointer);
    expect(actual.sort()).toEqual(expected.sort());
    expect(actual.length).toBeGreaterThan(100);
  });
});
