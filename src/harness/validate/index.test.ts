import { describe, expect, it } from 'vitest';
import { validateDocument, validateHarness } from './index';
import { baseDocument, diagnose, parseDocument } from './test-fixtures';

describe('validateHarness', () => {
  it('finds nothing wrong with the base document', () => {
    const result = validateHarness(baseDocument());
    expect(result.diagnostics).toEqual([]);
    expect(result.document?.name).toBe('Test shop host');
  });

  it('returns every problem of a document at once, in document order', () => {
    const d = diagnose((doc) => {
      doc.skills!.push({ ...doc.skills![0]!, allowedTools: ['nope'] });
      doc.prompt.sections[0]!.body = '{{missing}} {{';
      doc.tools![0]!.parameters = { type: 'array' };
      doc.hooks![0]!.source = 'function (';
      doc.promotions![0]!.window.end = '2026-12-11T00:00';
      doc.preferences.brandTerms!.push({ term: 'silkglow' });
    });
    expect(d.map((x) => x.code)).toEqual([
      'hook.syntax',
      'preferences.duplicate_brand_term',
      'promotion.window_reversed',
      'prompt.unclosed_braces',
      'prompt.unknown_variable',
      'skill.unknown_tool',
      'skill.duplicate_id',
      'tool.parameters_not_object',
    ]);
    expect(d.every((x) => x.message.length > 20)).toBe(true);
  });

  it('stops at shape errors, returning them sorted and no document', () => {
    const doc = baseDocument() as Record<string, unknown>;
    doc.tools = [{ name: 'bad name!' }];
    const result = validateHarness(doc);
    expect(result.document).toBeUndefined();
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(result.diagnostics.every((x) => x.code.startsWith('schema.'))).toBe(true);
    const pointers = result.diagnostics.map((x) => x.pointer);
    expect(pointers).toEqual([...pointers].sort());
  });

  it('never throws, whatever it is given', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = { a: [deep] };
    const hugeTool = baseDocument();
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 20_000; i++) schema = { type: 'object', properties: { n: schema } };
    hugeTool.tools![0]!.parameters = schema;
    const wide = baseDocument();
    wide.tools![0]!.parameters = {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 20_000 }, (_, i) => [`p${i}`, { type: 'string' }]),
      ),
    };
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    const loop = baseDocument();
    loop.tools![0]!.parameters = cyclic;
    const inputs: unknown[] = [
      null,
      undefined,
      0,
      -1,
      NaN,
      'harness',
      '',
      true,
      [],
      [baseDocument()],
      {},
      { schemaVersion: 2 },
      { schemaVersion: '2' },
      { schemaVersion: 99 },
      { schemaVersion: 1, systemPrompt: 42, skills: 'x' },
      { ...baseDocument(), prompt: deep },
      { ...baseDocument(), skills: [deep, deep] },
      deep,
      hugeTool,
      wide,
      loop,
      Object.create(null),
      new Date(),
      () => 1,
      Symbol('x'),
      BigInt(1),
    ];
    for (const input of inputs) {
      const result = validateHarness(input);
      expect(Array.isArray(result.diagnostics)).toBe(true);
    }
    const huge = validateHarness(hugeTool).diagnostics;
    expect(huge.some((x) => x.code === 'tool.invalid_schema' || x.code.startsWith('tool.'))).toBe(
      true,
    );
  });
});

describe('validateDocument', () => {
  it('runs the semantic checks on a parsed document', () => {
    const doc = parseDocument();
    expect(validateDocument(doc)).toEqual([]);
    doc.skills[0]!.allowedTools = ['ghost'];
    expect(validateDocument(doc).map((x) => x.code)).toEqual(['skill.unknown_tool']);
  });

  it('keeps going when one check meets something it cannot handle', () => {
    const doc = parseDocument();
    // A document built by hand, not by the parser: a section without a body.
    (doc.prompt.sections[0] as { body?: string }).body = undefined;
    doc.skills[0]!.allowedTools = ['ghost'];
    const codes = validateDocument(doc).map((x) => x.code);
    expect(codes).toContain('validate.internal');
    expect(codes).toContain('skill.unknown_tool');
  });
});
