import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';

const CODE = 'tool.strict_incompatible';
const withParameters = (parameters: Record<string, unknown>, strict = true) =>
  diagnose((doc) => {
    doc.tools![0]!.parameters = parameters;
    doc.tools![0]!.strict = strict;
  });

describe('OpenAI strict-mode compatibility', () => {
  it('accepts a strict-ready schema', () => {
    expect(
      found(
        diagnose(() => {}),
        CODE,
      ),
    ).toEqual([]);
  });

  it('warns about an object without additionalProperties: false, at the object', () => {
    const d = withParameters({
      type: 'object',
      properties: { q: { type: 'string' } },
      required: ['q'],
    });
    expect(found(d, CODE)).toEqual([
      { pointer: '/tools/0/parameters', code: CODE, severity: 'warning' },
    ]);
  });

  it('points at additionalProperties when it is present but not false', () => {
    const d = withParameters({
      type: 'object',
      properties: { q: { type: 'string' } },
      required: ['q'],
      additionalProperties: true,
    });
    expect(found(d, CODE)).toEqual([
      { pointer: '/tools/0/parameters/additionalProperties', code: CODE, severity: 'warning' },
    ]);
  });

  it('warns about a property missing from required, also in nested objects', () => {
    const d = withParameters({
      type: 'object',
      properties: {
        q: { type: 'string' },
        filter: {
          type: 'object',
          properties: { color: { type: 'string' } },
          additionalProperties: false,
        },
      },
      required: ['filter'],
      additionalProperties: false,
    });
    expect(found(d, CODE).map((x) => x.pointer)).toEqual([
      '/tools/0/parameters/properties/filter/properties/color',
      '/tools/0/parameters/properties/q',
    ]);
  });

  it('warns about anyOf at the root, but not deeper', () => {
    const d = withParameters({
      type: 'object',
      anyOf: [{ type: 'object', properties: {}, additionalProperties: false }],
      properties: {
        id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
      required: ['id'],
      additionalProperties: false,
    });
    expect(found(d, CODE)).toEqual([
      { pointer: '/tools/0/parameters/anyOf', code: CODE, severity: 'warning' },
    ]);
  });

  it('warns about each unsupported keyword where it is written', () => {
    const d = withParameters({
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
        extra: {
          type: 'object',
          patternProperties: { '^x-': { type: 'string' } },
          properties: {},
          additionalProperties: false,
        },
      },
      required: ['tags', 'extra'],
      additionalProperties: false,
      allOf: [],
    });
    expect(found(d, CODE).map((x) => x.pointer)).toEqual([
      '/tools/0/parameters/allOf',
      '/tools/0/parameters/properties/extra/patternProperties',
      '/tools/0/parameters/properties/tags/uniqueItems',
    ]);
  });

  it('looks inside items, anyOf branches and $defs', () => {
    const d = withParameters({
      type: 'object',
      properties: {
        rows: { type: 'array', items: { type: 'object', properties: {} } },
        pick: { anyOf: [{ type: 'string', not: { const: 'x' } }, { type: 'null' }] },
      },
      required: ['rows', 'pick'],
      additionalProperties: false,
      $defs: { size: { type: 'string', if: { const: 'XL' } } },
    });
    expect(found(d, CODE).map((x) => x.pointer)).toEqual([
      '/tools/0/parameters/$defs/size/if',
      '/tools/0/parameters/properties/pick/anyOf/0/not',
      '/tools/0/parameters/properties/rows/items',
    ]);
  });

  it('warns also for tools that do not ask for strict mode, saying so', () => {
    const d = withParameters({ type: 'object', properties: {} }, false);
    expect(found(d, CODE)).toEqual([
      { pointer: '/tools/0/parameters', code: CODE, severity: 'warning' },
    ]);
    expect(d.find((x) => x.code === CODE)?.message).toContain('could not be switched');
  });

  it('stops at a depth limit instead of walking a huge nested schema', () => {
    let node: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 5_000; i++) {
      node = {
        type: 'object',
        properties: { n: node },
        required: ['n'],
        additionalProperties: false,
      };
    }
    const d = withParameters(node);
    const strict = found(d, CODE);
    expect(strict).toHaveLength(1);
    expect(d.find((x) => x.code === CODE)?.message).toContain('nested');
  });
});
