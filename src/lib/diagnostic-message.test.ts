import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, type Diagnostic, type DiagnosticParams } from '../harness';
import { BROKEN_CASES, reported } from '../harness/testing/broken-documents';
import { apiErrorMessage, diagnosticMessage, WALL_CLOCK_PARAMS } from './diagnostic-message';
import { documentFieldLabel } from './field-label-keys';
import { formatWallClock } from './format-date-time';
import { diagnosticsEn } from './i18n/diagnostics-en';
import { diagnosticsZhCN } from './i18n/diagnostics-zh-cn';

/** Params that choose a sentence or count things; the reader sees them in other words. */
const SAID_IN_WORDS = new Set([
  'kind',
  'mode',
  'count',
  'expected',
  'format',
  'check',
  'found',
  'part',
]);
const CJK = /[\u4e00-\u9fff]/;

const diagnostic = (code: string, pointer: string, params: DiagnosticParams, message = 'x') =>
  ({ pointer, severity: 'error', code, params, message }) satisfies Diagnostic;

describe('diagnosticMessage', () => {
  it.each(BROKEN_CASES.map((c) => [`${c.code} ${c.kind ?? ''}`, c] as const))(
    'says %s in Chinese from its params, and in English',
    (_, c) => {
      const found = reported(c);
      expect(found.length, `the core reports ${c.code}`).toBeGreaterThan(0);
      for (const d of found) {
        const zh = diagnosticMessage(d, 'zh-CN');
        const en = diagnosticMessage(d, 'en');
        for (const text of [zh, en]) expect(text).not.toMatch(/undefined|（\w+\.\w+）/);
        for (const [key, value] of Object.entries(d.params)) {
          // "Cannot be empty" says the minimum of 1 in words.
          const inWords = SAID_IN_WORDS.has(key) || (key === 'n' && d.params.kind === 'empty');
          // A wall-clock time is said in the language's one format, in both languages.
          const time = WALL_CLOCK_PARAMS[d.code]?.includes(key);
          // A share typed as a percentage says its bound as one (1 as 100).
          const scale = key === 'n' ? documentFieldLabel(d.pointer, 'en')?.scale : undefined;
          if (scale && typeof value === 'number' && value !== 0) {
            expect(zh, key).toContain(String(value * scale));
            expect(en, key).toContain(String(value * scale));
          } else if (time) {
            expect(zh, key).toContain(formatWallClock(String(value), 'zh-CN'));
            expect(en, key).toContain(formatWallClock(String(value), 'en'));
          } else if (!inWords) expect(zh, key).toContain(String(value));
        }
        expect(zh, d.message).toMatch(CJK);
        expect(zh).not.toBe(d.message);
        const rescaled = documentFieldLabel(d.pointer, 'en')?.scale && d.params.n;
        if (!WALL_CLOCK_PARAMS[d.code] && !rescaled) expect(en).toContain(d.message);
      }
    },
  );

  it('names the field of a schema problem from the pointer, in the reader’s words', () => {
    const d = diagnostic(
      'schema.too_small',
      '/promotions/0/threshold',
      { kind: 'value', n: 0 },
      'Use a value of at least 0.',
    );
    // An everyday form's field is called by its on-screen label, even away from the form.
    expect(diagnosticMessage(d, 'zh-CN')).toBe('“满（元）”不能小于 0。');
    expect(diagnosticMessage(d, 'en')).toBe('"Spend at least": Use a value of at least 0.');
    const other = diagnostic(
      'schema.too_small',
      '/tools/0/timeoutMs',
      { kind: 'value', n: 1 },
      'x',
    );
    expect(diagnosticMessage(other, 'zh-CN')).toBe('“超时（毫秒）”不能小于 1。');
    // A share typed as a percentage says its bound as one.
    const floor = diagnostic('schema.too_big', '/preferences/discountFloor', {
      kind: 'value',
      n: 1,
    });
    expect(diagnosticMessage(floor, 'zh-CN')).toBe(
      '“主播可报的最低价（占原价的百分比）”不能大于 100。',
    );
    const item = diagnostic('schema.custom', '/skills/0/allowedTools/1', {});
    expect(diagnosticMessage(item, 'zh-CN')).toBe('“允许的工具”第 2 项不符合要求。');
  });

  it('says an unknown code generically instead of guessing', () => {
    const d = diagnostic('tool.new_rule', '/tools/0/name', {}, 'Something new.');
    expect(diagnosticMessage(d, 'zh-CN')).toBe('“工具名”有问题（tool.new_rule）：Something new.');
    expect(diagnosticMessage(d, 'en')).toBe('Something new.');
  });

  it('says a known code generically when the params its template needs are missing', () => {
    const d = diagnostic('skill.duplicate_id', '/skills/1/id', { id: 'a' }, 'Skill id "a" ...');
    expect(diagnosticMessage(d, 'zh-CN')).toBe(
      '“技能 ID”有问题（skill.duplicate_id）：Skill id "a" ...',
    );
  });

  it('keeps the core’s own sentence in English', () => {
    const c = BROKEN_CASES.find((x) => x.code === 'promotion.discount_exceeds_threshold')!;
    const [d] = reported(c);
    expect(diagnosticMessage(d!, 'en')).toBe(d!.message);
  });

  it('says a promotion’s times in the one format of each language', () => {
    const c = BROKEN_CASES.find((x) => x.code === 'promotion.window_reversed')!;
    const [d] = reported(c);
    expect(diagnosticMessage(d!, 'en')).toBe(
      d!.message.replace(
        /(\d{4})-12-(\d{2})T00:00/g,
        (_, y, day) => `Dec ${Number(day)}, ${y}, 00:00`,
      ),
    );
    expect(diagnosticMessage(d!, 'zh-CN')).toMatch(/（2026-12-11 00:00）.*（2026-12-12 00:00）/);
  });

  it('translates the core diagnostics a server error lists, and keeps other errors as said', () => {
    const params = { id: 'product-qa', first: 1 };
    const listed = { pointer: '/skills/1/id', code: 'skill.duplicate_id', message: 'm', params };
    expect(apiErrorMessage(listed, 'zh-CN')).toBe(
      '技能 ID“product-qa”已被第 1 个技能使用，请换一个 ID。',
    );
    const yaml = { pointer: '', code: 'yaml.bad_indent', message: 'm', params: { reason: 'r' } };
    expect(apiErrorMessage(yaml, 'zh-CN')).toBe('YAML 读不出来：r');
    const other = { pointer: '/version', code: 'label.version', message: 'Use a version.' };
    expect(apiErrorMessage(other, 'zh-CN')).toBe('Use a version.');
  });
});

describe('the catalogs', () => {
  const codes = Object.keys(DIAGNOSTIC_CODES).sort();

  it('have a template for every code the core can produce, in both languages', () => {
    expect(Object.keys(diagnosticsEn.codes).sort()).toEqual(codes);
    expect(Object.keys(diagnosticsZhCN.codes).sort()).toEqual(codes);
  });

  it.each(codes)('fill %s in Chinese from every param it declares', (code) => {
    const names: readonly string[] = DIAGNOSTIC_CODES[code as keyof typeof DIAGNOSTIC_CODES];
    const params: DiagnosticParams = {};
    for (const name of names) params[name.replace(/\?$/, '')] = `<${name.replace(/\?$/, '')}>`;
    const zh = diagnosticMessage(diagnostic(code.replace('*', 'x'), '/a', params), 'zh-CN');
    expect(zh).toMatch(CJK);
    expect(zh).not.toMatch(/undefined|有问题（/);
  });
});

describe('the schemas’ own sentences', () => {
  it.each([
    ['schema.too_small', '/skills/0/name', { kind: 'empty', n: 1 }, '“名称”不能为空。'],
    ['schema.too_big', '/skills/0/id', { kind: 'chars', n: 64 }, '“技能 ID”最多 64 个字符。'],
    [
      'schema.too_small',
      '/preferences/discountFloor',
      { kind: 'value', n: 0 },
      '“主播可报的最低价（占原价的百分比）”不能小于 0。',
    ],
    [
      'schema.too_big',
      '/promotions/3/percentOff',
      { kind: 'below', n: 100 },
      '“优惠百分比”必须小于 100。',
    ],
    [
      'schema.invalid_format',
      '/promotions/0/window/end',
      { format: 'regex', kind: 'localTime', example: '2026-12-12T22:00' },
      '“结束”请写成 2026-12-12T22:00 这样的格式。',
    ],
    [
      'schema.invalid_value',
      '/promotions/0/type',
      { options: 'threshold, coupon, flash_sale, percentage', count: 4 },
      '“类型”只能是 threshold, coupon, flash_sale, percentage 之一。',
    ],
    [
      'schema.invalid_type',
      '/skills/0/name',
      { kind: 'expected', expected: 'int' },
      '“名称”应当是整数。',
    ],
  ] as const)('%s at %s', (code, pointer, params, zh) => {
    expect(diagnosticMessage(diagnostic(code, pointer, params), 'zh-CN')).toBe(zh);
  });
});
