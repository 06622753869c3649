import { describe, expect, it } from 'vitest';
import {
  harnessDocumentSchema,
  type HarnessDocument,
  type HarnessDocumentInput,
} from '../schema/document';
import { ENTITY_ID_PATTERN } from '../schema/names';
import { promotionCaseId, promotionCases, runsPromotionCases } from './promotion-cases';
import { sampleDoc, testCase } from './test-support';

type PromotionInput = NonNullable<HarnessDocumentInput['promotions']>[number];
type FlashSaleInput = Extract<PromotionInput, { type: 'flash_sale' }>;

const LONGJING = 'p-longjing-250';

/** The flash sale of the brief: 239 for Longjing one evening, on its own (no other promotion). */
const flash = (over: Partial<FlashSaleInput> = {}): FlashSaleInput => ({
  id: 'longjing-flash',
  type: 'flash_sale',
  name: '龙井限时秒杀239元',
  scope: { kind: 'products', ids: [LONGJING] },
  window: { start: '2026-12-20T20:00', end: '2026-12-20T21:00', timeZone: 'Asia/Shanghai' },
  stacking: 'exclusive',
  price: 239,
  ...over,
});

/** The sample harness (its fixtures know the teas' prices) with these promotions only. */
function docWith(
  promotions: PromotionInput[],
  over: Record<string, unknown> = {},
): HarnessDocument {
  const doc = sampleDoc();
  return harnessDocumentSchema.parse({ ...doc, promotions, ...over });
}

describe('promotionCases', () => {
  it('asks the flash price inside the window, and forbids it just after, on the fixture product', () => {
    const { cases, skipped } = promotionCases(docWith([flash()]));
    expect(skipped).toEqual([]);
    expect(cases.map((c) => [c.testCase.id, c.generated])).toEqual([
      ['promo-longjing-flash-inside', { promotionId: 'longjing-flash', moment: 'inside' }],
      ['promo-longjing-flash-after', { promotionId: 'longjing-flash', moment: 'after' }],
    ]);
    const [inside, after] = cases.map((c) => c.testCase);
    // 20:01 and 21:01 in Shanghai (UTC+8), as instants.
    expect(inside!.context.now).toBe('2026-12-20T12:01:00.000Z');
    expect(after!.context.now).toBe('2026-12-20T13:01:00.000Z');
    expect(inside!.context.product).toMatchObject({
      id: LONGJING,
      name: '明前西湖龙井 250g 礼盒',
      price: 299,
      listPrice: 358,
    });
    expect(inside!.conversation).toEqual([{ role: 'user', content: '现在多少钱？' }]);
    expect(inside!.expectations).toEqual([
      { type: 'reply_contains', values: ['239'], mode: 'any' },
    ]);
    // After it: never 239, and a price that applies then (the product's own).
    expect(after!.expectations).toEqual([
      { type: 'reply_not_contains', values: ['239'] },
      { type: 'reply_contains', values: ['299'], mode: 'any' },
    ]);
    expect(inside!.tags).toEqual(['generated', 'promotion', 'flash_sale']);
  });

  it("quotes what checkout makes of one unit with the promotions running then, for a viewer it's for", () => {
    // The sample's 12.12 promotions on Longjing, its first known product: 299 - 50 = 249, and
    // with the new fans' coupon (stackable, new viewers) 229.
    const { cases } = promotionCases(sampleDoc());
    const threshold = cases.find((c) => c.generated.promotionId === 'double12-threshold');
    expect(threshold!.testCase.context.viewer).toMatchObject({ kind: 'new' });
    expect(threshold!.testCase.expectations[0]).toMatchObject({ values: ['249', '229'] });
    const sale = cases.find((c) => c.testCase.id === 'promo-baicha-flash-sale-inside');
    expect(sale!.testCase.context.product?.id).toBe('p-shoumei-357');
    expect(sale!.testCase.expectations[0]).toMatchObject({ values: ['169'] });
  });

  it('finds a category promotion its product on a stored case’s screen; without one, says why', () => {
    const member = (): PromotionInput => ({
      id: 'member-95',
      type: 'percentage',
      name: '会员95折',
      scope: { kind: 'categories', ids: ['green-tea'] },
      window: { start: '2026-12-12T00:00', end: '2026-12-13T00:00', timeZone: 'Asia/Shanghai' },
      eligibility: { viewers: ['member'], memberTiers: ['金卡'] },
      percentOff: 5,
    });
    const doc = docWith([member()]);
    expect(promotionCases(doc)).toEqual({
      cases: [],
      skipped: [{ promotionId: 'member-95', reason: 'product_unknown' }],
    });
    const onScreen = testCase({
      context: { product: { id: LONGJING, name: '龙井', price: 280, category: 'green-tea' } },
    });
    const [inside] = promotionCases(doc, [onScreen]).cases;
    // The fixture's prices win; the case gives the category.
    expect(inside!.testCase.context.product).toMatchObject({ price: 299, category: 'green-tea' });
    expect(inside!.testCase.context.viewer).toMatchObject({ kind: 'member', memberTier: '金卡' });
    expect(inside!.testCase.expectations[0]).toMatchObject({ values: ['284.05'] });
  });

  it('yields nothing for a disabled promotion, or one that does not change the unit price', () => {
    const high: PromotionInput = {
      id: 'big-spend',
      type: 'threshold',
      name: '满1000减100',
      scope: { kind: 'products', ids: [LONGJING] },
      window: flash().window,
      threshold: 1000,
      discount: 100,
    };
    expect(promotionCases(docWith([flash({ enabled: false }), high]))).toEqual({
      cases: [],
      skipped: [{ promotionId: 'big-spend', reason: 'price_unchanged' }],
    });
  });

  it('says why for a window it cannot read', () => {
    const backwards = flash({
      window: { start: '2026-12-20T21:00', end: '2026-12-20T20:00', timeZone: 'Asia/Shanghai' },
    });
    expect(promotionCases(docWith([backwards])).skipped).toEqual([
      { promotionId: 'longjing-flash', reason: 'window_unreadable' },
    ]);
  });

  it('leaves out the "after" case when a right answer then would contain the figure', () => {
    // 29 is in 299, the price after the window.
    const { cases } = promotionCases(docWith([flash({ price: 29 })]));
    expect(cases.map((c) => c.generated.moment)).toEqual(['inside']);
  });

  it('gives way to a stored case with the same id, and says so', () => {
    const stored = testCase({ id: 'promo-longjing-flash-inside' });
    const { cases, skipped } = promotionCases(docWith([flash()]), [stored]);
    expect(cases.map((c) => c.testCase.id)).toEqual(['promo-longjing-flash-after']);
    expect(skipped).toEqual([{ promotionId: 'longjing-flash', reason: 'id_taken' }]);
  });

  it('reads the window in its own time zone, and asks in the harness language', () => {
    const doc = docWith(
      [
        flash({
          window: {
            start: '2026-12-20T20:00',
            end: '2026-12-20T21:00',
            timeZone: 'America/New_York',
          },
        }),
      ],
      { preferences: { ...sampleDoc().preferences, language: 'en' } },
    );
    const [inside] = promotionCases(doc).cases;
    expect(inside!.testCase.context.now).toBe('2026-12-21T01:01:00.000Z');
    expect(inside!.testCase.conversation[0]!.content).toBe('How much is it now?');
    expect(inside!.testCase.name).toBe('龙井限时秒杀239元: quotes 239 inside its window');
  });

  it('keeps ids stable and valid, however long the promotion id', () => {
    const long = 'a'.repeat(60);
    const id = promotionCaseId(long, 'inside');
    expect(id).toBe(promotionCaseId(long, 'inside'));
    expect(id.length).toBeLessThanOrEqual(64);
    expect(id).toMatch(ENTITY_ID_PATTERN);
    expect(promotionCaseId(long, 'after')).not.toBe(promotionCaseId(`${long}b`, 'after'));
  });

  it('is run only when the document asks for it', () => {
    expect(runsPromotionCases(sampleDoc())).toBe(false);
    const on = sampleDoc();
    on.settings.promotionCases = true;
    expect(runsPromotionCases(on)).toBe(true);
  });
});
