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
      ['省20', 20],
      ['¥229.5', 229.5],
    ]);
  });

  it('reads discounts as rates and leaves grams, degrees and pieces alone', () => {
    expect(priceFigures('会员95折，买2块茶饼，85度水泡3克').map((f) => f.text)).toEqual(['95折']);
    expect(priceFigures('9.5折')[0]).toEqual({ text: '9.5折', value: 9.5, kind: 'rate' });
  });
});

describe('isKnownFigure', () => {
  it('matches a rate against any way a tool may state it', () => {
    const rate = { text: '95折', value: 95, kind: 'rate' as const };
    for (const known of [[95], [9.5], [0.95], [5]]) expect(isKnownFigure(rate, known)).toBe(true);
    expect(isKnownFigure(rate, [90])).toBe(false);
  });

  it('matches money numerically', () => {
    expect(isKnownFigure({ text: '254.60元', value: 254.6, kind: 'money' }, [254.6])).toBe(true);
  });
});

describe('numbersIn', () => {
  it('collects numbers from values and from text inside results', () => {
    expect(numbersIn({ a: 1, tip: '再加一件满299可减50', list: [2.5] })).toEqual([1, 299, 50, 2.5]);
  });
});
