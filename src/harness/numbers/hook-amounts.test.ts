import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hookAmounts, type HookAmount } from './hook-amounts';
import { readAmounts } from './read-amounts';

type Row = [input: string, expected: [text: string, kind: HookAmount['kind'], value: number][]];

/** Each of the reader's forms as a hook sees it: [text, kind, value] per amount. */
const FORMS: Row[] = [
  // Arabic, Chinese, formal, full-width, signs and units
  ['219元', [['219元', 'price', 219]]],
  ['二百一十九元', [['二百一十九元', 'price', 219]]],
  ['贰佰壹拾玖元', [['贰佰壹拾玖元', 'price', 219]]],
  ['２１９元', [['２１９元', 'price', 219]]],
  ['¥219', [['¥219', 'price', 219]]],
  ['￥２１９', [['￥２１９', 'price', 219]]],
  ['219块', [['219块', 'price', 219]]],
  ['一百九十九块九', [['一百九十九块九', 'price', 199.9]]],
  ['1.5万元', [['1.5万元', 'price', 15000]]],
  // Roles: a label stays out of the text, an operator is part of it
  ['到手价229元', [['229元', 'price', 229]]],
  ['原价279元', [['279元', 'price', 279]]],
  [
    '满300减50',
    [
      ['满300', 'threshold', 300],
      ['减50', 'discount', 50],
    ],
  ],
  ['省了30', [['省了30', 'discount', 30]]],
  ['立减二十元', [['立减二十元', 'discount', 20]]],
  ['便宜了二十块', [['便宜了二十块', 'discount', 20]]],
  // Discount rates: the share paid
  ['九折', [['九折', 'rate', 0.9]]],
  ['八五折', [['八五折', 'rate', 0.85]]],
  ['95折', [['95折', 'rate', 0.95]]],
  ['半价', [['半价', 'rate', 0.5]]],
  // Plain numbers are left out
  ['3克', []],
  ['2019年', []],
  ['买2盒送1罐', []],
  ['', []],
];

describe('hookAmounts', () => {
  it.each(FORMS)('%s', (input, expected) => {
    const found = hookAmounts(input);
    expect(found.map((a) => [a.text, a.kind, a.value])).toEqual(expected);
    for (const a of found) expect(input.slice(a.start, a.end)).toBe(a.text);
  });

  it('reads a sentence left to right with UTF-16 offsets', () => {
    const text = '🎉原价279元，今天九折，满300再减50，到手二百一十九元';
    const found = hookAmounts(text);
    expect(found).toEqual([
      { value: 279, kind: 'price', text: '279元', start: 4, end: 8 },
      { value: 0.9, kind: 'rate', text: '九折', start: 11, end: 13 },
      { value: 300, kind: 'threshold', text: '满300', start: 14, end: 18 },
      { value: 50, kind: 'discount', text: '减50', start: 19, end: 22 },
      { value: 219, kind: 'price', text: '二百一十九元', start: 25, end: 31 },
    ]);
  });

  it('gives plain JSON with exactly its five fields', () => {
    const [a] = hookAmounts('满300');
    expect(Object.keys(a!).sort()).toEqual(['end', 'kind', 'start', 'text', 'value']);
    expect(JSON.parse(JSON.stringify(hookAmounts('满300减50')))).toEqual(hookAmounts('满300减50'));
  });

  it('keeps every money amount and rate of the reader, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789一二百十元块¥折满减省了价半 ') }),
        (s) => {
          const kept = readAmounts(s).filter((a) => a.kind !== 'number');
          expect(hookAmounts(s).map((a) => [a.start, a.end, a.value])).toEqual(
            kept.map((a) => [a.start, a.end, a.value]),
          );
        },
      ),
    );
  });
});
