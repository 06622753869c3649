import { describe, expect, it } from 'vitest';
import { isKnownFigure, numbersIn, priceFigures } from './prices';

describe('priceFigures', () => {
  it('reads money in every common form, full-width folded', () => {
    const reply = '原价¥358，现在299元，满299减50，再省20块钱，到手￥２２９.5';
    expect(priceFigures(reply).map((f) => [f.text, f.value])).toEqual([
      ['¥358', 358],
      ['299元', 299],
      ['满299', 299],
      ['减50', 50],
      // The whole figure, unit included, since the amount parser reads "块钱" with it.
      ['省20块钱', 20],
      ['¥229.5', 229.5],
    ]);
  });

  it('reads discounts as rates and leaves grams, degrees and pieces alone', () => {
    expect(priceFigures('会员95折，买2块茶饼，85度水泡3克').map((f) => f.text)).toEqual(['95折']);
    expect(priceFigures('9.5折')[0]).toEqual({ text: '9.5折', value: 9.5, kind: 'rate' });
  });

  it('reads Chinese numerals and price phrases', () => {
    const reply = '立减二十元，满三百减五十，一百九十九块九到手，打九折，会员八五折，便宜了两百块';
    expect(priceFigures(reply).map((f) => [f.text, f.value, f.kind])).toEqual([
      ['立减二十元', 20, 'money'],
      ['满三百', 300, 'money'],
      ['减五十', 50, 'money'],
      ['一百九十九块九', 199.9, 'money'],
      ['九折', 9, 'rate'],
      ['八五折', 8.5, 'rate'],
      ['便宜了两百块', 200, 'money'],
    ]);
    expect(priceFigures('省了30，直降1.5万')).toMatchObject([{ value: 30 }, { value: 15000 }]);
  });

  it('leaves numbers that are not money alone in Chinese too', () => {
    expect(priceFigures('双十二当天第一泡，两块茶饼三千克，十五年老茶')).toEqual([]);
  });
});

describe('isKnownFigure', () => {
  it('matches a rate against any way a tool may state it', () => {
    const rate = { text: '95折', value: 95, kind: 'rate' as const };
    for (const known of [[95], [9.5], [0.95], [5]]) expect(isKnownFigure(rate, known)).toBe(true);
    expect(isKnownFigure(rate, [90])).toBe(false);
  });

  it("matches 八五折 against a tool's 0.85 or 15% off", () => {
    const [rate] = priceFigures('会员八五折');
    expect(isKnownFigure(rate!, [0.85])).toBe(true);
    expect(isKnownFigure(rate!, [15])).toBe(true);
    expect(isKnownFigure(rate!, [0.9])).toBe(false);
  });

  it('matches money numerically', () => {
    expect(isKnownFigure({ text: '254.60元', value: 254.6, kind: 'money' }, [254.6])).toBe(true);
  });
});

describe('numbersIn', () => {
  it('collects numbers from values and from text inside results', () => {
    expect(numbersIn({ a: 1, tip: '再加一件满299可减50', list: [2.5] })).toEqual([1, 299, 50, 2.5]);
  });

  it('reads sums in Chinese numerals inside results, not counted things', () => {
    expect(numbersIn({ tip: '新粉立减二十元，限购两件', price: '1,299元' })).toEqual([20, 1299]);
  });
});
