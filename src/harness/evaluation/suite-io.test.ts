import { describe, expect, it } from 'vitest';
import { exportSuiteJsonl, exportSuiteYaml, importSuite, importSuiteJsonl } from './suite-io';
import { importSuiteYaml } from './suite-yaml';
import { testCase } from './test-support';

const cases = [
  testCase({ id: 'coupon', tags: ['coupon'], context: { viewer: { kind: 'new' } } }),
  testCase({
    id: 'price',
    conversation: [
      { role: 'user', content: '多少钱？' },
      { role: 'assistant', content: '直播间价299元。' },
      { role: 'user', content: '  有满减吗？\n' },
    ],
    trials: 3,
    expectations: [
      {
        type: 'tool_calls',
        calls: [
          {
            name: 'quote_final_price',
            arguments: { quantity: [1], coupon_code: ['', { $omitted: true }] },
          },
        ],
      },
      { type: 'reply_matches', pattern: '\\d+元', flags: 'u' },
    ],
  }),
];

describe('JSONL', () => {
  it('round-trips, one case a line', () => {
    const text = exportSuiteJsonl(cases);
    expect(text.trimEnd().split('\n')).toHaveLength(2);
    expect(importSuiteJsonl(text)).toEqual({ ok: true, cases, diagnostics: [] });
  });

  it('reports a bad line and a bad case by line and pointer, keeping the good ones', () => {
    const good = JSON.stringify(cases[0]);
    const badCase = JSON.stringify({ ...cases[1], trials: 11 });
    const text = [good, '', '{"id": "broken",', badCase].join('\n');
    const r = importSuiteJsonl(text);
    expect(r.ok).toBe(false);
    expect(r.cases.map((c) => c.id)).toEqual(['coupon']);
    expect(r.diagnostics.map((d) => [d.line, d.pointer, d.code])).toEqual([
      [3, '/cases/1', 'jsonl.invalid_json'],
      [4, '/cases/2/trials', 'schema.too_big'],
    ]);
    expect(r.diagnostics[1]!.message).toBe('Run at most 10 trials.');
  });

  it('reports a duplicate id and keeps the first', () => {
    const line = JSON.stringify(cases[0]);
    const r = importSuiteJsonl(`${line}\n${line}\n`);
    expect(r.cases).toHaveLength(1);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ pointer: '/cases/1/id', code: 'suite.duplicate_id', line: 2 }),
    ]);
  });
});

describe('YAML', () => {
  it('round-trips as a document with cases:', () => {
    const text = exportSuiteYaml(cases);
    expect(text.startsWith('cases:\n')).toBe(true);
    expect(importSuiteYaml(text)).toEqual({ ok: true, cases, diagnostics: [] });
    expect(importSuite(text, 'yaml').cases).toEqual(cases);
  });

  it('points schema problems at their line', () => {
    const text = [
      'cases:',
      '  - id: greet',
      '    name: 打招呼',
      '    conversation:',
      '      - role: viewer',
      '        content: 主播好',
      '    expectations:',
      '      - type: reply_matches',
      '        pattern: "(unclosed"',
      '      - type: latency',
      '    colour: red',
    ].join('\n');
    const r = importSuiteYaml(text);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [d.line, d.pointer])).toEqual([
      [5, '/cases/0/conversation/0/role'],
      [9, '/cases/0/expectations/0/pattern'],
      [10, '/cases/0/expectations/1'],
      [11, '/cases/0/colour'],
    ]);
  });

  it('reports syntax errors with their line, and never throws', () => {
    const r = importSuiteYaml('cases:\n  - id: a\n    tags: [x, y\n  - id: b\n');
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]!.line).toBeGreaterThan(0);
    expect(r.diagnostics[0]!.message).not.toMatch(/\n/);
    for (const junk of ['a: 1\na: 2', 'cases: 3', '- 1\n- 2', '&a [*a]', ':::', 'cases:\n  - null'])
      expect(() => importSuiteYaml(junk)).not.toThrow();
    expect(importSuiteYaml('cases: 3').diagnostics[0]!.code).toBe('suite.shape');
  });

  it('accepts an empty document and a bare list', () => {
    expect(importSuiteYaml('')).toEqual({ ok: true, cases: [], diagnostics: [] });
    const bare = exportSuiteYaml(cases)
      .replace(/^cases:\n/, '')
      .replace(/^ {2}/gm, '');
    expect(importSuiteYaml(bare).cases).toEqual(cases);
  });

  it('flags unknown top-level fields', () => {
    const r = importSuiteYaml(`version: 2\n${exportSuiteYaml(cases)}`);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ pointer: '/version', code: 'schema.unknown_field', line: 1 }),
    ]);
  });
});
