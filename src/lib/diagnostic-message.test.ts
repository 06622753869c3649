import { describe, expect, it } from 'vitest';
import { validateHarness, type Diagnostic } from '../harness';
import { sampleHarness } from '../harness/sample';
import { diagnosticMessage } from './diagnostic-message';
import { diagnosticsEn } from './i18n/diagnostics-en';
import { diagnosticsZhCN } from './i18n/diagnostics-zh-cn';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The sample with one thing broken; returns what the core says about it. */
function broken(change: (doc: Doc) => void): Diagnostic[] {
  const doc = structuredClone(sampleHarness) as Doc;
  change(doc);
  return validateHarness(doc).diagnostics;
}

const CASES: [code: string, change: (doc: Doc) => void, mustMention: string[]][] = [
  ['skill.duplicate_id', (d) => (d.skills[1].id = 'product-qa'), ['product-qa', '1']],
  ['tool.duplicate_name', (d) => (d.tools[1].name = 'get_product_detail'), ['get_product_detail']],
  ['hook.duplicate_id', (d) => (d.hooks[1].id = 'off-topic-guard'), ['off-topic-guard']],
  [
    'promotion.duplicate_id',
    (d) => (d.promotions[1].id = 'double12-threshold'),
    ['double12-threshold'],
  ],
  [
    'skill.unknown_tool',
    (d) => d.skills[0].allowedTools.push('get_prodct_detail'),
    ['get_prodct_detail', 'get_product_detail'],
  ],
  ['skill.disabled_tool', (d) => (d.tools[0].enabled = false), ['get_product_detail']],
  [
    'tool.parameters_not_object',
    (d) => (d.tools[0].parameters.type = 'string'),
    ['get_product_detail'],
  ],
  [
    'tool.invalid_schema',
    (d) => (d.tools[0].parameters.properties.product_id.type = 'text'),
    ['product_id'],
  ],
  [
    'tool.strict_incompatible',
    (d) => (d.tools[0].parameters.additionalProperties = true),
    ['get_product_detail', 'additionalProperties'],
  ],
  [
    'tool.reserved_name',
    (d) => {
      d.settings.skillDisclosure = 'on_demand';
      d.tools[0].name = 'use_skill';
      for (const s of d.skills) s.allowedTools = [];
    },
    ['use_skill'],
  ],
  ['hook.syntax', (d) => (d.hooks[0].source = 'function hook(ctx) {'), ['1']],
  ['hook.no_entry', (d) => (d.hooks[0].source = 'function other() {}'), ['off-topic-guard']],
  [
    'prompt.unknown_variable',
    (d) => (d.prompt.sections[0].body += ' {{product.nme}}'),
    ['product.nme', 'product.name'],
  ],
  ['prompt.unclosed_braces', (d) => (d.prompt.sections[0].body += ' {{product.name'), []],
  ['prompt.banned_word', (d) => (d.prompt.sections[0].body += ' 全网最低价'), []],
  [
    'promotion.window_reversed',
    (d) => (d.promotions[0].window.end = '2026-12-11T00:00'),
    ['双十二全店满299减50'],
  ],
  [
    'promotion.invalid_date',
    (d) => (d.promotions[0].window.start = '2026-02-30T00:00'),
    ['2026-02-30'],
  ],
  [
    'promotion.exclusive_overlap',
    (d) => (d.promotions[2].window = { ...d.promotions[0].window }),
    ['寿眉饼预热秒杀169元'],
  ],
  ['promotion.discount_exceeds_threshold', (d) => (d.promotions[0].discount = 300), ['300', '299']],
  ['promotion.coupon_exceeds_min_spend', (d) => (d.promotions[1].amount = 120), ['120', '99']],
  ['promotion.empty_scope', (d) => (d.promotions[2].scope.ids = []), ['寿眉饼预热秒杀169元']],
  [
    'preferences.duplicate_brand_term',
    (d) => d.preferences.brandTerms.push({ term: '山岚茶舍' }),
    ['山岚茶舍'],
  ],
  ['schema.unknown_field', (d) => (d.skills[0].colour = 'red'), ['colour']],
  ['schema.invalid_type', (d) => delete d.skills[0].name, []],
  ['schema.too_small', (d) => (d.skills[0].name = ''), []],
  ['schema.version_missing', (d) => delete d.schemaVersion, ['2']],
];

describe('diagnosticMessage', () => {
  it.each(CASES)('says %s in Chinese with its names, and in English', (code, change, names) => {
    const found = broken(change).filter((d) => d.code === code);
    expect(found.length, `the core reports ${code}`).toBeGreaterThan(0);
    for (const d of found) {
      const zh = diagnosticMessage(d, 'zh-CN');
      const en = diagnosticMessage(d, 'en');
      for (const text of [zh, en]) {
        expect(text).not.toMatch(/undefined|（\w+\.\w+）/);
        for (const name of names) expect(text).toContain(name);
      }
      expect(zh, d.message).toMatch(/[\u4e00-\u9fff]/);
      expect(zh).not.toBe(d.message);
    }
  });

  it('names the field of a schema problem from the pointer, in the reader’s words', () => {
    const d: Diagnostic = {
      pointer: '/promotions/0/threshold',
      severity: 'error',
      code: 'schema.too_small',
      message: 'Use a value of at least 0.',
    };
    expect(diagnosticMessage(d, 'zh-CN')).toBe('“门槛”不能小于 0。');
    expect(diagnosticMessage(d, 'en')).toBe('"threshold": Use a value of at least 0.');
    const item = { ...d, pointer: '/skills/0/allowedTools/1', code: 'schema.custom', message: 'x' };
    expect(diagnosticMessage(item, 'zh-CN')).toBe('“允许的工具”第 2 项不符合要求。');
  });

  it('says an unknown code generically instead of guessing', () => {
    const d: Diagnostic = {
      pointer: '/tools/0/name',
      severity: 'error',
      code: 'tool.new_rule',
      message: 'Something new.',
    };
    expect(diagnosticMessage(d, 'zh-CN')).toBe('“名称”有问题（tool.new_rule）：Something new.');
    expect(diagnosticMessage(d, 'en')).toBe('Something new.');
  });

  it('keeps the core’s own sentence in English', () => {
    const [d] = broken((doc) => (doc.promotions[0].window.end = '2026-12-11T00:00')).filter(
      (x) => x.code === 'promotion.window_reversed',
    );
    expect(diagnosticMessage(d!, 'en')).toBe(d!.message);
  });

  it('fills every English key in Chinese', () => {
    expect(
      Object.keys(diagnosticsZhCN)
        .filter((k) => k !== 'fieldNames')
        .sort(),
    ).toEqual(Object.keys(diagnosticsEn).sort());
  });
});

describe('the schemas’ own sentences', () => {
  it.each([
    ['schema.too_small', '/skills/0/name', 'Give the skill a name.', '“名称”不能为空。'],
    [
      'schema.too_big',
      '/skills/0/id',
      'A skill id may have at most 64 characters.',
      '“ID”最多 64 个字符。',
    ],
    [
      'schema.too_small',
      '/preferences/discountFloor',
      'The floor cannot be below 0.',
      '“折扣底线”不能小于 0。',
    ],
    [
      'schema.too_big',
      '/promotions/3/percentOff',
      'Use a percentage below 100.',
      '“折扣”必须小于 100。',
    ],
    [
      'schema.invalid_format',
      '/promotions/0/window/end',
      'Write the end as 2026-12-12T22:00.',
      '“结束时间”请写成 2026-12-12T22:00 这样的格式。',
    ],
    [
      'schema.invalid_value',
      '/promotions/0/type',
      'Choose a promotion type: threshold, coupon, flash_sale or percentage.',
      '“type”只能是 threshold, coupon, flash_sale, percentage 之一。',
    ],
  ])('%s at %s', (code, pointer, message, zh) => {
    expect(diagnosticMessage({ code, pointer, message, severity: 'error' }, 'zh-CN')).toBe(zh);
  });
});
