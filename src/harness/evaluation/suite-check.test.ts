import { describe, expect, it } from 'vitest';
import { checkSuiteAgainstHarness } from './suite-check';
import { skillsUsedInline } from './skills-used';
import { sampleDoc, testCase } from './test-support';

const doc = sampleDoc();

describe('checkSuiteAgainstHarness', () => {
  it('warns about what can never pass against this harness', () => {
    const c = testCase({
      expectations: [
        {
          type: 'tool_calls',
          calls: [
            { name: 'get_product_detail', arguments: { product_id: [1, ''], size: ['L'] } },
            {
              name: 'quote_final_price',
              arguments: { quantity: ['2', { $omitted: true }] },
              optional: ['colour'],
            },
            { name: 'get_detail' },
          ],
        },
        { type: 'hook', hook: 'no-such-hook', decision: 'block' },
        { type: 'skill_used', skill: 'no-such-skill' },
      ],
    });
    expect(checkSuiteAgainstHarness([c], doc).map((d) => [d.pointer, d.code])).toEqual([
      ['/cases/0/expectations/0/calls/0/arguments/product_id/0', 'suite.value_type'],
      ['/cases/0/expectations/0/calls/0/arguments/size', 'suite.unknown_parameter'],
      ['/cases/0/expectations/0/calls/1/arguments/quantity/0', 'suite.value_type'],
      ['/cases/0/expectations/0/calls/1/optional/0', 'suite.unknown_parameter'],
      ['/cases/0/expectations/0/calls/2/name', 'suite.unknown_tool'],
      ['/cases/0/expectations/1/hook', 'suite.unknown_hook'],
      ['/cases/0/expectations/2/skill', 'suite.unknown_skill'],
    ]);
  });

  it('knows use_skill when skills are disclosed on demand', () => {
    const c = testCase({
      expectations: [
        {
          type: 'tool_calls',
          calls: [{ name: 'use_skill', arguments: { skill: ['coupon-push'] } }],
        },
      ],
    });
    expect(checkSuiteAgainstHarness([c], doc)).toHaveLength(1);
    const onDemand = {
      ...doc,
      settings: { ...doc.settings, skillDisclosure: 'on_demand' as const },
    };
    expect(checkSuiteAgainstHarness([c], onDemand)).toEqual([]);
  });
});

describe('skillsUsedInline', () => {
  it('attributes skills whose allowed tools cover every call of the turn', () => {
    expect(skillsUsedInline(doc, [{ name: 'get_product_detail' }])).toEqual([
      'product-qa',
      'after-sales',
    ]);
    expect(
      skillsUsedInline(doc, [{ name: 'quote_final_price' }, { name: 'list_promotions' }]),
    ).toEqual(['threshold-discount', 'price-objection']);
    expect(skillsUsedInline(doc, [])).toEqual([]);
    expect(skillsUsedInline(doc, [{ name: 'use_skill' }])).toEqual([]);
  });
});
