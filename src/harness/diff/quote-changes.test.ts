import { describe, expect, it } from 'vitest';
import { sampleContexts, sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import type { ProductContext } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { knownProducts } from '../pricing/known-products';
import { quoteChanges } from './quote-changes';
import type { FigureLine, QuoteRow } from './quote-schema';
import { longjingFlashSale } from '../testing/promotions';

const base = harnessDocumentSchema.parse(sampleHarness);
const cases = sampleContexts.map((c) => c.context.product as ProductContext);
const edit = (change: (d: HarnessDocument) => void): HarnessDocument => {
  const doc = structuredClone(base);
  change(doc);
  return doc;
};
const line = (row: QuoteRow | undefined, kind: FigureLine['kind']) =>
  row?.lines.find((l) => l.kind === kind);

const flashSale: Promotion = longjingFlashSale();

describe('quoteChanges', () => {
  it('shows an added flash sale’s price in its window, after and not before', () => {
    const after = edit((d) => d.promotions.push(flashSale));
    const review = quoteChanges(base, after, { products: cases });
    expect(review.timeZone).toBe('Asia/Shanghai');
    expect(review.moments).toEqual([
      {
        at: '2026-12-12T12:00:00.000Z',
        promotions: [{ id: flashSale.id, name: flashSale.name, window: 'new' }],
      },
    ]);
    expect(review.products).toEqual([
      {
        id: 'p-longjing-250',
        name: '明前西湖龙井 250g 礼盒',
        price: 299,
        listPrice: 358,
        floor: { before: 214.8, after: 214.8 },
      },
    ]);
    // New viewers have their coupon, members their 95% (Longjing is green tea): three rows.
    expect(review.rows.map((r) => r.viewers)).toEqual([['new'], ['returning'], ['member']]);
    for (const row of review.rows) {
      expect(row.changed).toBe(true);
      expect(line(row, 'price')?.after).toContain(239);
      expect(line(row, 'price')?.before).not.toContain(239);
    }
    const returning = review.rows[1];
    expect(line(returning, 'price')).toEqual({
      kind: 'price',
      before: [249, 299],
      after: [239, 249, 299],
    });
    expect(line(returning, 'list')).toEqual({ kind: 'list', before: [358], after: [358] });
  });

  it('says a threshold changed from 50 to 60 off as 249 -> 239, on every product it reaches', () => {
    const after = edit((d) => {
      const t = d.promotions.find((p) => p.id === 'double12-threshold');
      if (t?.type === 'threshold') t.discount = 60;
    });
    const review = quoteChanges(base, after, { products: cases });
    expect(review.moments).toEqual([
      {
        at: '2026-12-11T16:00:00.000Z',
        promotions: [{ id: 'double12-threshold', name: '双十二全店满299减50', window: 'both' }],
      },
    ]);
    expect(review.products.map((p) => p.id)).toEqual([
      'p-longjing-250',
      'p-dianhong-200',
      'p-shoumei-357',
    ]);
    const longjing = review.rows.find(
      (r) => r.productId === 'p-longjing-250' && r.viewers.includes('returning'),
    );
    expect(line(longjing, 'price')).toEqual({
      kind: 'price',
      before: [249, 299],
      after: [239, 299],
    });
    expect(line(longjing, 'off')?.after).toContain(60);
    // Dianhong (159) never reaches the 299 threshold alone: its prices stay, the offer's figure moves.
    const dianhong = review.rows.filter((r) => r.productId === 'p-dianhong-200');
    for (const row of dianhong) {
      expect(line(row, 'price')?.before).toEqual(line(row, 'price')?.after);
      expect(line(row, 'off')?.after).toContain(60);
    }
  });

  it('looks at the old window where a window was shortened', () => {
    const after = edit((d) => {
      const sale = d.promotions.find((p) => p.id === 'baicha-flash-sale')!;
      sale.window = { ...sale.window, end: '2026-12-11T20:30' };
    });
    const review = quoteChanges(base, after, { products: cases });
    expect(review.moments.map((m) => [m.at, m.promotions[0]?.window])).toEqual([
      ['2026-12-11T12:30:00.000Z', 'old'],
    ]);
    const [row] = review.rows;
    expect(review.rows).toHaveLength(1);
    expect(row?.viewers).toEqual(['new', 'returning', 'member']);
    // The tool says 199: the flash sale's 169 was sayable until 21:00 before, not after 20:30.
    expect(line(row, 'price')).toEqual({ kind: 'price', before: [169, 199], after: [199] });
  });

  it('groups viewers with the same figures: a new-viewer coupon changes only theirs', () => {
    const after = edit((d) => {
      const c = d.promotions.find((p) => p.id === 'new-viewer-coupon');
      if (c?.type === 'coupon') c.amount = 30;
    });
    const review = quoteChanges(base, after, { products: cases });
    const longjing = review.rows.filter((r) => r.productId === 'p-longjing-250');
    expect(longjing.map((r) => [r.viewers, r.changed])).toEqual([
      [['new'], true],
      [['returning'], false],
      [['member'], false],
    ]);
  });

  it('lists a product whose price is unknown, and a category no known product is in', () => {
    const after = edit((d) =>
      d.promotions.push(
        { ...flashSale, id: 'mystery', scope: { kind: 'products', ids: ['p-mystery'] } },
        { ...flashSale, id: 'oolong', scope: { kind: 'categories', ids: ['oolong'] } },
      ),
    );
    const review = quoteChanges(base, after, { products: cases });
    expect(review.products).toEqual([
      { id: 'p-mystery', name: 'p-mystery', price: null, floor: null },
    ]);
    expect(review.rows).toEqual([]);
    expect(review.emptyCategories).toEqual(['oolong']);
  });

  it('has nothing to show when no promotion changed, or only a name', () => {
    expect(quoteChanges(base, base).moments).toEqual([]);
    const renamed = edit((d) => (d.promotions[0]!.name = '双十二满减'));
    expect(quoteChanges(base, renamed)).toMatchObject({ moments: [], rows: [], products: [] });
  });

  it('asks about a member of each tier a promotion names', () => {
    const after = edit((d) =>
      d.promotions.push({
        ...flashSale,
        eligibility: { viewers: ['member'], memberTiers: ['金卡'] },
      }),
    );
    const review = quoteChanges(base, after, { products: cases });
    expect(review.rows.map((r) => [r.viewers, r.changed])).toEqual([
      [['new'], false],
      [['returning'], false],
      [['member'], false],
      [['member:金卡'], true],
    ]);
  });
});

describe('knownProducts', () => {
  it('takes prices from the tool fixtures first, categories from the test cases', () => {
    const known = knownProducts(base, cases);
    expect(known.get('p-shoumei-357')).toMatchObject({
      price: 199,
      listPrice: 268,
      category: 'white-tea',
    });
    expect(knownProducts(base).get('p-shoumei-357')?.category).toBe('');
    expect([...known.keys()]).toEqual(['p-longjing-250', 'p-dianhong-200', 'p-shoumei-357']);
  });
});
