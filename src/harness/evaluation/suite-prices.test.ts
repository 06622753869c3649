import { describe, expect, it } from 'vitest';
import { baseDocument, parseDocument } from '../validate/test-fixtures';
import type { HarnessDocumentInput } from '../schema/document';
import { testCaseSchema, type TestCaseInput } from './schema';
import type { ExpectationInput } from './expectation-schema';
import { checkSuitePrices } from './suite-prices';
import { checkSuiteAgainstHarness } from './suite-check';

type PromotionInput = NonNullable<HarnessDocumentInput['promotions']>[number];
const window = { start: '2026-12-12T00:00', end: '2026-12-12T23:59', timeZone: 'Asia/Shanghai' };

/** The test harness (满300减50) with a flash sale at `price` and a 5% member discount. */
function harness(price: number, edit: (doc: HarnessDocumentInput) => void = () => {}) {
  const doc = baseDocument();
  const more: PromotionInput[] = [
    { id: 'flash', name: '寿眉秒杀', type: 'flash_sale', price, scope: { kind: 'all' }, window },
    {
      id: 'member',
      name: '会员折扣',
      type: 'percentage',
      percentOff: 5,
      scope: { kind: 'all' },
      window,
    },
  ];
  doc.promotions!.push(...more);
  edit(doc);
  return parseDocument(doc);
}

const product = { id: 'p-1', name: '寿眉饼', price: 199, listPrice: 268 };

function testCase(expectations: ExpectationInput[], name = '秒杀价'): TestCaseInput {
  return {
    id: 'case-1',
    name,
    conversation: [{ role: 'user', content: '秒杀价多少？' }],
    context: { product },
    expectations,
  };
}
const says = (...values: string[]): ExpectationInput => ({ type: 'reply_contains', values });
const pricesFromTools: ExpectationInput = { type: 'prices_from_tools' };

function check(price: number, ...cases: TestCaseInput[]) {
  return checkSuitePrices(
    cases.map((c) => testCaseSchema.parse(c)),
    harness(price),
  );
}

describe('test expectations naming a price the harness no longer has', () => {
  it('warns at the value, naming the nearest price and linking its promotion', () => {
    expect(check(149, testCase([says('169'), pricesFromTools]))).toEqual([
      {
        pointer: '/cases/0/expectations/0/values/0',
        severity: 'warning',
        code: 'suite.unknown_price',
        params: { case: '秒杀价', said: '169', nearest: 149, promotion: '寿眉秒杀' },
        message:
          'Case "秒杀价" expects "169", a price no current promotion or product has ' +
          '(nearest: 149, promotion "寿眉秒杀"). If the price changed, update the case too.',
        related: ['/promotions/1/price'],
      },
    ]);
  });

  it('is silent when a promotion, the product on screen or a tool fixture has the price', () => {
    expect(check(169, testCase([says('169'), pricesFromTools]))).toEqual([]);
    // The product's own prices and its saving against the list price.
    expect(check(149, testCase([says('199元', '268元', '省了69'), pricesFromTools]))).toEqual([]);
    const withFixture = harness(149, (doc) => {
      doc.tools![0]!.binding = {
        type: 'fixture',
        responses: [{ match: {}, response: { final_price: 169 } }],
      };
    });
    const c = testCaseSchema.parse(testCase([says('169'), pricesFromTools]));
    expect(checkSuitePrices([c], withFixture)).toEqual([]);
  });

  it('knows what one promotion makes of the price: 满300减50 on 358, 95折 of 199', () => {
    const c = testCase([says('到手308元', '189.05元'), pricesFromTools]);
    c.context = { product: { ...product, price: 358 } };
    const d = check(149, c).map((x) => x.params.said);
    expect(d).toEqual(['189.05元']); // 95% of 199, but this product costs 358 now
    expect(check(149, testCase([says('189.05元')]))).toEqual([]);
  });

  it('reads sums in Chinese numerals and marked money even where prices are not checked', () => {
    const d = check(149, testCase([says('到手一百六十九元')]));
    expect(d.map((x) => [x.params.said, x.params.nearest])).toEqual([['一百六十九元', 149]]);
  });

  it('leaves bare numbers alone in a case that does not check prices (80度, stock)', () => {
    expect(check(149, testCase([says('80', '85')]))).toEqual([]);
    expect(check(149, testCase([says('2罐', '两件'), pricesFromTools]))).toEqual([]);
  });

  it('compares discount rates with the percentage promotions', () => {
    const d = check(149, testCase([says('九折', '95折', '九五折')]));
    expect(d).toMatchObject([
      {
        pointer: '/cases/0/expectations/0/values/0',
        params: { said: '九折', nearest: '9.5折', promotion: '会员折扣' },
        related: ['/promotions/2/percentOff'],
      },
    ]);
  });

  it('ignores disabled promotions, and is part of the whole suite check', () => {
    const off = harness(169, (doc) => (doc.promotions![1]!.enabled = false));
    const c = testCaseSchema.parse(testCase([says('169'), pricesFromTools]));
    expect(checkSuiteAgainstHarness([c], off).map((x) => x.code)).toEqual(['suite.unknown_price']);
  });
});
