import { expect, it } from 'vitest';
import type { PriceReview, QuoteRow } from '../../../harness/diff';
import { isEveryone, markFigures, quotesByProduct } from './quote-view';

const row = (viewers: string[], at = 't1'): QuoteRow => ({
  productId: 'p-longjing-250',
  at,
  viewers,
  lines: [{ kind: 'price', before: [249, 299], after: [199, 239, 249, 299] }],
  changed: true,
});

it('marks new and dropped figures and prices under the floor', () => {
  const line = { kind: 'price' as const, before: [249, 299], after: [199, 239, 299] };
  expect(markFigures(line, 'after', 214.8)).toEqual([
    { value: 199, moved: true, belowFloor: true },
    { value: 239, moved: true, belowFloor: false },
    { value: 299, moved: false, belowFloor: false },
  ]);
  expect(markFigures(line, 'before', 214.8).map((f) => [f.value, f.moved])).toEqual([
    [249, true],
    [299, false],
  ]);
  // Only prices have a floor: an amount off of 50 is not a price.
  expect(markFigures({ kind: 'off', before: [], after: [50] }, 'after', 214.8)[0]?.belowFloor).toBe(
    false,
  );
});

it('groups rows by priced product and says when a row is for every viewer', () => {
  const rows = [
    row(['new']),
    row(['returning', 'member']),
    row(['new', 'returning', 'member'], 't2'),
  ];
  const review: PriceReview = {
    timeZone: 'Asia/Shanghai',
    moments: [],
    products: [
      { id: 'p-x', name: 'p-x', price: null, floor: null },
      { id: 'p-longjing-250', name: '龙井', price: 299, floor: { before: 214.8, after: 214.8 } },
    ],
    rows,
    emptyCategories: [],
    truncated: false,
  };
  expect(quotesByProduct(review).map((g) => [g.product.id, g.rows.length])).toEqual([
    ['p-longjing-250', 3],
  ]);
  expect(rows.map((r) => isEveryone(r, rows))).toEqual([false, false, true]);
});
