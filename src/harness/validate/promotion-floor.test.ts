import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import type { HarnessDocumentInput } from '../schema/document';
import { harnessDocumentSchema } from '../schema/document';
import { validateHarness } from './index';
import { knownProducts } from './list-prices';
import { checkPromotionFloor } from './promotion-floor';

// The sample states list prices in its product fixtures (p-longjing-250 358, p-dianhong-200
// 199, p-shoumei-357 268; selling at 299, 159, 199) and a floor of 0.6.

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FLASH = 2; // baicha-flash-sale, on p-shoumei-357
const THRESHOLD = 0; // 满299减50, all products
const COUPON = 1; // NEWFAN20: 20 off from 99
const PERCENT = 3; // member 95折, categories green-tea and black-tea

function check(edit: (doc: Doc) => void = () => {}) {
  const doc = structuredClone(sampleHarness) as Doc;
  edit(doc);
  return checkPromotionFloor(harnessDocumentSchema.parse(doc as HarnessDocumentInput));
}

describe('the list prices a harness states', () => {
  it('reads them from fixture responses matched by product_id', () => {
    const products = knownProducts(harnessDocumentSchema.parse(sampleHarness));
    expect(products.get('p-longjing-250')).toEqual({
      id: 'p-longjing-250',
      listPrice: 358,
      price: 299,
    });
    expect([...products.keys()]).toEqual(['p-longjing-250', 'p-dianhong-200', 'p-shoumei-357']);
  });
});

describe('promotions under the discount floor', () => {
  it('finds none in the sample', () => {
    expect(check()).toEqual([]);
    expect(validateHarness(sampleHarness).diagnostics.map((d) => d.code)).not.toContain(
      'promotion.below_floor',
    );
  });

  it('refuses a flash price under the floor at its field, naming the product and the floor', () => {
    const found = check((d) => {
      d.promotions[FLASH].scope = { kind: 'products', ids: ['p-longjing-250'] };
      d.promotions[FLASH].price = 99;
    });
    expect(found).toEqual([
      {
        pointer: `/promotions/${FLASH}/price`,
        severity: 'error',
        code: 'promotion.below_floor',
        params: {
          name: '寿眉饼预热秒杀169元',
          kind: 'flash_sale',
          percent: 28,
          floor: 60,
          limit: 214.8,
          product: 'p-longjing-250',
          price: 99,
          listPrice: 358,
        },
        message:
          'Promotion "寿眉饼预热秒杀169元": the flash price ¥99 is 28% of the list price ¥358 of ' +
          'p-longjing-250; the floor is 60% (preferences.discountFloor). Set a price of at least ¥214.8.',
      },
    ]);
  });

  it('allows a flash price at the floor exactly, and one for products it knows no price of', () => {
    expect(check((d) => (d.promotions[FLASH].price = 160.8))).toEqual([]);
    const unknown = check((d) => {
      d.promotions[FLASH].scope = { kind: 'products', ids: ['p-unknown'] };
      d.promotions[FLASH].price = 1;
    });
    expect(unknown).toEqual([]);
  });

  it('checks every known product of a flash sale on all products, naming the lowest share', () => {
    const [d] = check((doc) => {
      doc.promotions[FLASH].scope = { kind: 'all', ids: [] };
      doc.promotions[FLASH].price = 150;
    });
    // 150 is under 60% of 358 and of 268, not of 199; the lowest price that suits all is 214.8.
    expect(d?.params).toMatchObject({ product: 'p-longjing-250', more: 1, limit: 214.8 });
    expect(d?.message).toContain('(and 1 more products)');
  });

  it('reads categories from the fixtures when they state them', () => {
    const found = check((doc) => {
      doc.tools[0].binding.responses[1].response.category = 'black-tea';
      doc.promotions[FLASH].scope = { kind: 'categories', ids: ['black-tea'] };
      doc.promotions[FLASH].price = 100;
    });
    expect(found.map((d) => d.params.product)).toEqual(['p-dianhong-200']);
  });

  it('holds a percentage to the floor for every product', () => {
    const [d] = check((doc) => (doc.promotions[PERCENT].percentOff = 45));
    expect(d).toMatchObject({
      pointer: `/promotions/${PERCENT}/percentOff`,
      params: { kind: 'percentage', off: 45, percent: 55, floor: 60, limit: 40 },
    });
    expect(check((doc) => (doc.promotions[PERCENT].percentOff = 40))).toEqual([]);
  });

  it('checks one unit that reaches a threshold, from its selling price, at the discount', () => {
    // One p-longjing-250 at 299 reaches 299: 299 - 150 = 149 is 42% of 358.
    const [d] = check((doc) => (doc.promotions[THRESHOLD].discount = 150));
    expect(d).toMatchObject({
      pointer: `/promotions/${THRESHOLD}/discount`,
      params: { kind: 'threshold', product: 'p-longjing-250', unitPrice: 299, off: 150 },
    });
    expect(d?.params).toMatchObject({ price: 149, percent: 42, limit: 84.2 });
    // A unit under the threshold never gets the discount alone.
    expect(check((doc) => (doc.promotions[THRESHOLD].threshold = 400))).toEqual([]);
  });

  it('checks a coupon’s amount against each unit that reaches its minimum spend', () => {
    const found = check((doc) => (doc.promotions[COUPON].amount = 90));
    // 159 - 90 = 69 of 199 (35%), 199 - 90 = 109 of 268 (41%), 299 - 90 = 209 of 358 (58%);
    // keeping p-shoumei-357 at 160.8 allows 38.2 off at most.
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      pointer: `/promotions/${COUPON}/amount`,
      params: { kind: 'coupon', product: 'p-dianhong-200', percent: 35, more: 2, limit: 38.2 },
    });
  });

  it('says a share just under the floor with a decimal, never as the floor itself', () => {
    const [d] = check((doc) => (doc.promotions[FLASH].price = 160.5));
    expect(d?.params.percent).toBe(59.8);
  });

  it('follows the floor the preferences set', () => {
    expect(check((doc) => (doc.preferences.discountFloor = 0))).toEqual([]);
    const stricter = check((doc) => (doc.preferences.discountFloor = 0.7));
    // 299 - 50 = 249 of 358 is 69.55%, said as 69.5 under a floor of 70; 199 - 20 = 179 of
    // 268 is 67%; 169 of 268 is 63%.
    expect(stricter.map((d) => [d.pointer, d.params.percent])).toEqual([
      [`/promotions/${THRESHOLD}/discount`, 69.5],
      [`/promotions/${COUPON}/amount`, 67],
      [`/promotions/${FLASH}/price`, 63],
    ]);
  });
});
