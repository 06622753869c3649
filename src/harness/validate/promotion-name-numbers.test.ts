import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import { validateHarness } from './index';
import { diagnose, withCode } from './test-fixtures';
import type { HarnessDocumentInput } from '../schema/document';

type PromotionInput = NonNullable<HarnessDocumentInput['promotions']>[number];
const window = { start: '2026-12-12T00:00', end: '2026-12-12T23:59', timeZone: 'Asia/Shanghai' };
const CODE = 'promotion.name_number_mismatch';

/** The name-number warnings of a harness whose only promotion is `p`. */
function mismatches(p: Partial<PromotionInput> & Pick<PromotionInput, 'type' | 'name'>) {
  const d = diagnose((doc) => {
    doc.promotions = [{ id: 'p', scope: { kind: 'all' }, window, ...p } as PromotionInput];
  });
  return withCode(d, CODE);
}

describe('numbers in a promotion name that its fields contradict', () => {
  it('warns at the name, naming both figures and linking the field', () => {
    expect(mismatches({ type: 'flash_sale', name: '寿眉饼预热秒杀169元', price: 149 })).toEqual([
      {
        pointer: '/promotions/0/name',
        severity: 'warning',
        code: CODE,
        params: {
          name: '寿眉饼预热秒杀169元',
          said: '169元',
          value: 169,
          part: 'price',
          fieldValue: 149,
        },
        message:
          'Promotion "寿眉饼预热秒杀169元": its name says "169元", but its flash sale price is 149. ' +
          'Hosts and viewers would see two different figures: change the name or the field.',
        related: ['/promotions/0/price'],
      },
    ]);
  });

  it('reads Chinese numerals in the name', () => {
    const [d] = mismatches({ type: 'flash_sale', name: '限时一百六十九元', price: 149 });
    expect(d?.params).toMatchObject({ said: '一百六十九元', value: 169, fieldValue: 149 });
    expect(mismatches({ type: 'flash_sale', name: '限时一百六十九元', price: 169 })).toEqual([]);
  });

  it('checks a threshold and its discount each against its own field', () => {
    const d = mismatches({ type: 'threshold', name: '满300减50', threshold: 200, discount: 30 });
    expect(d.map((x) => [x.params.said, x.params.part, x.params.fieldValue, x.related])).toEqual([
      ['满300', 'threshold', 200, ['/promotions/0/threshold']],
      ['减50', 'discount', 30, ['/promotions/0/discount']],
    ]);
    expect(
      mismatches({ type: 'threshold', name: '满三百减五十', threshold: 300, discount: 50 }),
    ).toEqual([]);
  });

  it('compares a discount rate with the percentage off', () => {
    const [d] = mismatches({ type: 'percentage', name: '会员专享九折', percentOff: 15 });
    expect(d).toMatchObject({
      params: { said: '九折', value: 10, part: 'percentOff', fieldValue: 15 },
      related: ['/promotions/0/percentOff'],
    });
    expect(d?.message).toContain('"九折" (10% off), but its percent off is 15');
    for (const name of ['会员八五折', '会员85折', '会员8.5折'])
      expect(mismatches({ type: 'percentage', name, percentOff: 15 })).toEqual([]);
  });

  it('reads a coupon name: its value, and 满 as the minimum spend', () => {
    const coupon = { type: 'coupon' as const, code: 'NEWFAN20', amount: 20, minSpend: 99 };
    expect(mismatches({ ...coupon, name: '新粉专享20元券，满99可用' })).toEqual([]);
    const d = mismatches({ ...coupon, name: '新粉专享三十元券，满199可用' });
    expect(d.map((x) => [x.params.part, x.params.value, x.params.fieldValue])).toEqual([
      ['amount', 30, 20],
      ['minSpend', 199, 99],
    ]);
  });

  it('leaves dates, list prices and plain numbers in a name alone', () => {
    for (const name of ['双十二寿眉2019年357g', '原价268，秒杀价169元', '第一波 3 件秒杀169元'])
      expect(mismatches({ type: 'flash_sale', name, price: 169 })).toEqual([]);
  });

  it('finds nothing to warn about in the sample harness', () => {
    expect(withCode(validateHarness(sampleHarness).diagnostics, CODE)).toEqual([]);
  });
});
