import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, registeredCode } from './diagnostic-codes';
import { BROKEN_CASES, reported } from './testing/broken-documents';
import { importFolder } from './folder';
import { importSuite } from './evaluation';

/** Params that choose a sentence or count things rather than naming a value in it. */
const NOT_QUOTED = new Set(['kind', 'mode', 'count', 'expected', 'format', 'check', 'part']);

describe('diagnostic params', () => {
  it.each(BROKEN_CASES.map((c) => [`${c.code} ${c.kind ?? ''}`, c] as const))(
    '%s carries the params its code declares, and its message names them',
    (_, c) => {
      const found = reported(c);
      expect(found.length, `the core reports ${c.code} ${c.kind ?? ''}`).toBeGreaterThan(0);
      const names: readonly string[] = DIAGNOSTIC_CODES[c.code];
      const required = names.filter((n) => !n.endsWith('?'));
      const allowed = names.map((n) => n.replace(/\?$/, ''));
      for (const d of found) {
        for (const name of required) expect(d.params, d.message).toHaveProperty(name);
        for (const key of Object.keys(d.params)) expect(allowed, d.code).toContain(key);
        // Shape sentences are the schemas' own, so only the core's own sentences are held to it.
        if (c.code.startsWith('schema.') && c.code !== 'schema.unknown_field') continue;
        for (const [key, value] of Object.entries(d.params)) {
          if (!NOT_QUOTED.has(key)) expect(d.message, key).toContain(String(value));
        }
      }
    },
  );

  it('reads each shape problem from the issue, not from its sentence', () => {
    const [slug] = reported(BROKEN_CASES.find((c) => c.kind === 'slug')!);
    expect(slug?.params).toEqual({ format: 'regex', kind: 'slug', example: 'coupon-push' });
    const [below] = reported(BROKEN_CASES.find((c) => c.kind === 'below')!);
    expect(below?.params).toEqual({ kind: 'below', n: 100 });
    const [tone] = reported(BROKEN_CASES.find((c) => c.code === 'schema.invalid_value')!);
    expect(tone?.params).toEqual({
      options: 'friendly, professional, energetic, calm',
      count: 4,
    });
  });

  it('counts the items a person reads from 1', () => {
    const [dup] = reported(BROKEN_CASES.find((c) => c.code === 'skill.duplicate_id')!);
    expect(dup?.params).toEqual({ id: 'product-qa', first: 1 });
  });

  it('files the YAML parser’s codes under one entry', () => {
    expect(registeredCode('yaml.bad_indent')).toBe('yaml.*');
    expect(registeredCode('skill.duplicate_id')).toBe('skill.duplicate_id');
    expect(registeredCode('tool.new_rule')).toBeUndefined();
    expect(registeredCode('toString')).toBeUndefined();
  });

  it('come with folder and suite problems too', () => {
    const folder = importFolder({ 'notes.txt': 'hi' }).diagnostics.map((d) => [d.code, d.params]);
    expect(folder).toContainEqual(['folder.missing_manifest', { file: 'harness.yaml' }]);
    const suite = importSuite('{"id": 1}\nnot json\n', 'jsonl').diagnostics;
    expect(suite.find((d) => d.code === 'jsonl.invalid_json')?.params).toMatchObject({ line: 2 });
    const yaml = importSuite('cases: [\n', 'yaml').diagnostics;
    expect(yaml[0]?.code).toMatch(/^yaml\./);
    expect(yaml[0]?.params.reason).toBe(yaml[0]?.message);
  });
});
