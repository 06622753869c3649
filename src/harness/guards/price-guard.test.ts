import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import { liveContextSchema } from '../schema/live-context';
import { activePromotions } from '../compile/promotions';
import { sampleHarness } from '../sample';
import { chineseNumeral, moneyForms } from '../testing/numeral-forms';
import { readAmounts } from '../numbers';
import { longjingFlashSale } from '../testing/promotions';
import { allowedAmounts } from './allowed-amounts';
import { checkPrices } from './price-guard';

const longjing = {
  id: 'p-longjing-250',
  name: '明前西湖龙井 250g 礼盒',
  price: 299,
  listPrice: 358,
  category: 'green-tea',
  highlights: [],
  specs: {},
};
const flash = longjingFlashSale({ end: '2026-12-12T21:00' });
const doc: HarnessDocument = harnessDocumentSchema.parse({
  ...sampleHarness,
  promotions: [...(sampleHarness.promotions ?? []), flash],
  preferences: { ...sampleHarness.preferences, discountFloor: 0.6 },
});

function allowedAt(now: string, kind: 'new' | 'member' = 'new', tools: unknown[] = []) {
  const context = liveContextSchema.parse({ now, product: longjing, viewer: { kind } });
  const promotions = activePromotions(doc, context);
  return allowedAmounts(
    longjing,
    promotions,
    tools.map((result) => ({ result })),
    doc.preferences.discountFloor,
  );
}

const inWindow = allowedAt('2026-12-12T20:15:00+08:00');
const afterWindow = allowedAt('2026-12-12T21:30:00+08:00');
const beforeCampaign = allowedAt('2026-12-06T12:00:00+08:00');

/** Every whole yuan the turn allows at 20:15 (product, promotions, checkout's prices). */
const allowedValues = new Set(inWindow.figures.map((f) => f.value));

describe('the price guard', () => {
  it('blocks an invented price in every numeral form', () => {
    for (const form of moneyForms(219)) {
      const f = checkPrices(`到手只要${form}！`, '', inWindow);
      expect(f, form).toMatchObject({ code: 'guard.price_unknown' });
    }
    expect(chineseNumeral(219)).toBe('二百一十九');
    expect(chineseNumeral(219, true)).toBe('贰佰壹拾玖');
  });

  it('lets the product, the promotions in force and checkout prices through in every form', () => {
    // 299 (price), 358 (list), 249 (满299减50), 229 (and the 20 coupon), 239 (flash sale).
    for (const value of [299, 358, 249, 229, 239, 50, 20])
      for (const form of moneyForms(value))
        expect(checkPrices(`现在${form}就能拿下。`, '', inWindow), form).toBeNull();
  });

  it('hears the campaign price inside its window and refuses it outside', () => {
    expect(checkPrices('秒杀价239元！', '', inWindow)).toBeNull();
    expect(checkPrices('秒杀价239元！', '', afterWindow)).toMatchObject({
      code: 'guard.price_unknown',
    });
    expect(checkPrices('秒杀价二百三十九元！', '', beforeCampaign)).toMatchObject({
      code: 'guard.price_unknown',
    });
  });

  it('holds a price said below the floor, even one a tool returned', () => {
    const tooLow = allowedAt('2026-12-12T20:15:00+08:00', 'new', [{ final_price: 199 }]);
    // 199 is below 60 % of 358 (214.8): said as a price, it is not said.
    expect(checkPrices('到手价199元', '', tooLow)).toMatchObject({
      code: 'guard.price_below_floor',
    });
    // The same number as an amount off is no price.
    expect(checkPrices('立减50元', '', tooLow)).toBeNull();
  });

  it('reads rates and holds them to the floor', () => {
    const member = allowedAt('2026-12-12T20:15:00+08:00', 'member');
    expect(checkPrices('会员再打九五折', '', member)).toBeNull();
    expect(checkPrices('会员打九五折', '', inWindow)).toMatchObject({
      code: 'guard.price_unknown',
    });
    const halfOff = allowedAt('2026-12-12T20:15:00+08:00', 'new', [{ rate: '5折' }]);
    expect(checkPrices('今天直接五折', '', halfOff)).toMatchObject({
      code: 'guard.rate_below_floor',
    });
  });

  it('reads a figure begun in the sentence before', () => {
    // "满299" was said; "元减50元" follows: 299 as a threshold, 50 off, both offered.
    expect(checkPrices('元减50元。', '双十二满299', inWindow)).toBeNull();
    expect(checkPrices('元减65元。', '双十二满299', inWindow)).toMatchObject({
      params: { said: '减65元' },
    });
  });

  it('leaves plain numbers alone', () => {
    expect(checkPrices('2019年的寿眉，3克茶80度水。', '', inWindow)).toBeNull();
  });

  it('property: any sum the turn does not allow is blocked in each form; allowed ones pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.nat(8), (n, k) => {
        const form = moneyForms(n)[k]!;
        const found = checkPrices(`主播说${form}。`, '', inWindow);
        // The reader reads what the form says (the test's own writer is checked here too).
        expect(readAmounts(form).some((a) => a.value === n)).toBe(true);
        if (allowedValues.has(n)) expect(found).toBeNull();
        else expect(found?.code).toMatch(/^guard\.price_(unknown|below_floor)$/);
      }),
      { numRuns: 2_000 },
    );
  });
});
