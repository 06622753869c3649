import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readAmounts, readPrices } from './read-amounts';

type Row = [input: string, expected: (string | number)[][]];

/** Each form and what it states: [text, kind, value, role?] per amount, left to right. */
const FORMS: Row[] = [
  // Arabic numerals
  ['199', [['199', 'number', 199]]],
  ['1,299', [['1,299', 'number', 1299]]],
  ['1.5', [['1.5', 'number', 1.5]]],
  ['12,345,678', [['12,345,678', 'number', 12345678]]],
  ['１９９', [['１９９', 'number', 199]]],
  // Chinese numerals
  ['零', [['零', 'number', 0]]],
  ['十', [['十', 'number', 10]]],
  ['十五', [['十五', 'number', 15]]],
  ['二十', [['二十', 'number', 20]]],
  ['二十五', [['二十五', 'number', 25]]],
  ['两百', [['两百', 'number', 200]]],
  ['一百零五', [['一百零五', 'number', 105]]],
  ['一百一十五', [['一百一十五', 'number', 115]]],
  ['一百十五', [['一百十五', 'number', 115]]],
  ['一百九十九', [['一百九十九', 'number', 199]]],
  ['两百五', [['两百五', 'number', 250]]],
  ['三千五', [['三千五', 'number', 3500]]],
  ['三千零五', [['三千零五', 'number', 3005]]],
  ['一千零五十', [['一千零五十', 'number', 1050]]],
  ['一万二', [['一万二', 'number', 12000]]],
  ['一万两千', [['一万两千', 'number', 12000]]],
  ['十万零一十', [['十万零一十', 'number', 100010]]],
  ['一千万', [['一千万', 'number', 10_000_000]]],
  ['一亿二千万', [['一亿二千万', 'number', 120_000_000]]],
  ['壹佰', [['壹佰', 'number', 100]]],
  ['贰仟叁佰', [['贰仟叁佰', 'number', 2300]]],
  ['一点五', [['一点五', 'number', 1.5]]],
  ['十二点五万', [['十二点五万', 'number', 125000]]],
  ['二零二六年', [['二零二六', 'number', 2026]]],
  // Mixed
  ['1.5万', [['1.5万', 'number', 15000]]],
  ['3千', [['3千', 'number', 3000]]],
  ['1万2', [['1万2', 'number', 12000]]],
  ['2万人', [['2万', 'number', 20000]]],
  // Money
  ['¥199', [['¥199', 'money', 199]]],
  ['￥１９９', [['￥１９９', 'money', 199]]],
  ['¥ 229.5', [['¥ 229.5', 'money', 229.5]]],
  ['199元', [['199元', 'money', 199]]],
  ['199块', [['199块', 'money', 199]]],
  ['20块钱', [['20块钱', 'money', 20]]],
  ['一百九十九块九', [['一百九十九块九', 'money', 199.9]]],
  ['3块5', [['3块5', 'money', 3.5]]],
  ['199元9角', [['199元9角', 'money', 199.9]]],
  ['五毛', [['五毛', 'money', 0.5]]],
  ['1.5万元', [['1.5万元', 'money', 15000]]],
  ['零元', [['零元', 'money', 0]]],
  ['限时一百六十九元', [['一百六十九元', 'money', 169]]],
  ['新粉专享20元券', [['20元', 'money', 20]]],
  // Discount rates: the share paid
  ['九折', [['九折', 'rate', 0.9]]],
  ['打八折', [['八折', 'rate', 0.8]]],
  ['八五折', [['八五折', 'rate', 0.85]]],
  ['九五折', [['九五折', 'rate', 0.95]]],
  ['8.5折', [['8.5折', 'rate', 0.85]]],
  ['95折', [['95折', 'rate', 0.95]]],
  ['７折', [['７折', 'rate', 0.7]]],
  ['九点五折', [['九点五折', 'rate', 0.95]]],
  ['半价', [['半价', 'rate', 0.5]]],
  // Price phrases
  ['立减二十元', [['立减二十元', 'money', 20, 'off']]],
  [
    '满三百减五十',
    [
      ['满三百', 'money', 300, 'threshold'],
      ['减五十', 'money', 50, 'off'],
    ],
  ],
  [
    '满300减50',
    [
      ['满300', 'money', 300, 'threshold'],
      ['减50', 'money', 50, 'off'],
    ],
  ],
  ['省了30', [['省了30', 'money', 30, 'off']]],
  ['便宜了二十块', [['便宜了二十块', 'money', 20, 'off']]],
  ['直降50', [['直降50', 'money', 50, 'off']]],
  ['秒杀169元', [['169元', 'money', 169, 'price']]],
  ['到手价：¥229', [['¥229', 'money', 229, 'price']]],
  ['只要九十九', [['九十九', 'money', 99, 'price']]],
  ['原价358', [['358', 'money', 358, 'list']]],
  [
    '满200打9折',
    [
      ['满200', 'money', 200, 'threshold'],
      ['9折', 'rate', 0.9],
    ],
  ],
  [
    '原价¥358，现在299元',
    [
      ['¥358', 'money', 358, 'list'],
      ['299元', 'money', 299],
    ],
  ],
  // Not money: counted things, measures, dates, words
  ['两块茶饼', [['两', 'number', 2]]],
  ['一块儿去', [['一', 'number', 1]]],
  ['3千克', [['3', 'number', 3]]],
  ['降了3度', [['3', 'number', 3]]],
  ['满2件', [['2', 'number', 2]]],
  ['元旦', []],
  ['千万别错过', []],
  ['双十二', [['十二', 'number', 12]]],
];

const shape = (text: string) =>
  readAmounts(text).map((a) => [a.text, a.kind, a.value, ...(a.role ? [a.role] : [])]);

describe('readAmounts', () => {
  it('knows at least 60 forms', () => expect(FORMS.length).toBeGreaterThanOrEqual(60));

  it.each(FORMS)('%s', (input, expected) => expect(shape(input)).toEqual(expected));

  it('gives spans into the text as written', () => {
    const text = '今天到手只要￥２２９，再立减二十元';
    for (const a of readAmounts(text)) expect(text.slice(a.start, a.end)).toBe(a.text);
    expect(readPrices(text).map((a) => a.value)).toEqual([229, 20]);
  });
});

const DIGITS = '零一二三四五六七八九';
const FORMAL = '零壹贰叁肆伍陆柒捌玖';

/** The standard way to write 0..9999 (十五 at the start, 一十五 inside, 零 for gaps). */
function under10k(n: number, leading: boolean, digits: string, units: string): string {
  let out = '';
  let gap = false;
  let started = false;
  [1000, 100, 10, 1].forEach((unit, i) => {
    const d = Math.floor(n / unit) % 10;
    if (d === 0) {
      gap ||= started;
      return;
    }
    if (gap) out += '零';
    gap = false;
    const unitChar = unit === 1 ? '' : units[3 - i]!;
    out += unit === 10 && d === 1 && !started && leading ? unitChar : digits[d]! + unitChar;
    started = true;
  });
  return out;
}

/** A test-only writer of Chinese numerals up to 99,999,999. */
function writeChinese(n: number, formal = false): string {
  const digits = formal ? FORMAL : DIGITS;
  const units = formal ? '_拾佰仟' : '_十百千';
  if (n === 0) return digits[0]!;
  const high = Math.floor(n / 10_000);
  const low = n % 10_000;
  let out = high > 0 ? under10k(high, true, digits, units) + (formal ? '萬' : '万') : '';
  if (low > 0)
    out += (high > 0 && low < 1000 ? '零' : '') + under10k(low, high === 0, digits, units);
  return out;
}

describe('Chinese numerals, every integer up to 99,999,999', () => {
  it('the writer writes what people write', () => {
    expect([10, 15, 115, 1005, 10010, 120000, 99999999].map((n) => writeChinese(n))).toEqual([
      '十',
      '十五',
      '一百一十五',
      '一千零五',
      '一万零一十',
      '十二万',
      '九千九百九十九万九千九百九十九',
    ]);
  });

  it('reads back what the writer wrote, alone and as a sum in a sentence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.boolean(), (n, formal) => {
        const written = writeChinese(n, formal);
        expect(shape(written)).toEqual([[written, 'number', n]]);
        const sentence = `到手只要${written}元，`;
        expect(readPrices(sentence)).toMatchObject([{ kind: 'money', value: n, role: 'price' }]);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads Arabic numerals with or without thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        expect(readAmounts(n.toLocaleString('en-US'))).toMatchObject([{ value: n }]);
        expect(readAmounts(`${n}块`)).toMatchObject([{ kind: 'money', value: n }]);
      }),
    );
  });
});
