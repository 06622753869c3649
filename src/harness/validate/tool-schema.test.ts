import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';

describe('tool parameter schemas', () => {
  it('reports parameters whose root is not an object', () => {
    const d = diagnose((doc) => {
      doc.tools![0]!.parameters = { type: 'string' };
    });
    expect(found(d, 'tool.parameters_not_object')).toEqual([
      {
        pointer: '/tools/0/parameters/type',
        code: 'tool.parameters_not_object',
        severity: 'error',
      },
    ]);
  });

  it('reports parameters with no type at all', () => {
    const d = diagnose((doc) => {
      doc.tools![0]!.parameters = { properties: {} };
    });
    expect(found(d, 'tool.parameters_not_object')).toHaveLength(1);
  });

  it('accepts an object schema', () => {
    expect(
      found(
        diagnose(() => {}),
        'tool.parameters_not_object',
      ),
    ).toEqual([]);
  });

  it('reports a schema that breaks the draft 2020-12 meta-schema, at the exact place', () => {
    const d = diagnose((doc) => {
      doc.tools![0]!.parameters = {
        type: 'object',
        properties: { productId: { type: 'strng' } },
        required: 'productId',
        additionalProperties: false,
      };
    });
    expect(found(d, 'tool.invalid_schema')).toEqual([
      {
        pointer: '/tools/0/parameters/properties/productId/type',
        code: 'tool.invalid_schema',
        severity: 'error',
      },
      { pointer: '/tools/0/parameters/required', code: 'tool.invalid_schema', severity: 'error' },
    ]);
    const typeMessage = d.find((x) => x.pointer.endsWith('/productId/type'))?.message;
    expect(typeMessage).toContain('"string"');
  });

  it('escapes property names in the pointer', () => {
    const d = diagnose((doc) => {
      doc.tools![0]!.parameters = {
        type: 'object',
        properties: { 'a/b': { minLength: -1 } },
      };
    });
    expect(found(d, 'tool.invalid_schema').map((x) => x.pointer)).toEqual([
      '/tools/0/parameters/properties/a~1b/minLength',
    ]);
  });

  it('reports a pattern that is not a valid regular expression', () => {
    const d = diagnose((doc) => {
      doc.tools![0]!.parameters = {
        type: 'object',
        properties: { code: { type: 'string', pattern: '([A-Z]+' } },
      };
    });
    expect(found(d, 'tool.invalid_schema')).toEqual([
      {
        pointer: '/tools/0/parameters/properties/code/pattern',
        code: 'tool.invalid_schema',
        severity: 'error',
      },
    ]);
  });

  it('reports a foreign "$schema" dialect', () => {
    const d = diagnose((doc) => {
      doc.tools![0]!.parameters.$schema = 'http://json-schema.org/draft-07/schema#';
    });
    expect(found(d, 'tool.invalid_schema')).toEqual([
      { pointer: '/tools/0/parameters/$schema', code: 'tool.invalid_schema', severity: 'error' },
    ]);
  });

  it('accepts a valid schema, with or without the 2020-12 "$schema"', () => {
    expect(
      found(
        diagnose(() => {}),
        'tool.invalid_schema',
      ),
    ).toEqual([]);
    const d = diagnose((doc) => {
      doc.tools![0]!.parameters.$schema = 'https://json-schema.org/draft/2020-12/schema';
    });
    expect(found(d, 'tool.invalid_schema')).toEqual([]);
  });

  it('gives the same answer when the schema is checked again (cached)', () => {
    const edit = (doc: Parameters<Parameters<typeof diagnose>[0]>[0]) => {
      doc.tools![0]!.parameters = { type: 'object', properties: { a: { type: 1 } } };
    };
    expect(diagnose(edit)).toEqual(diagnose(edit));
  });

  it('reports "use_skill" as reserved when skills are disclosed on demand', () => {
    const d = diagnose((doc) => {
      doc.settings!.skillDisclosure = 'on_demand';
      doc.tools![0]!.name = 'use_skill';
      doc.skills![0]!.allowedTools = ['use_skill'];
    });
    expect(found(d, 'tool.reserved_name')).toEqual([
      { pointer: '/tools/0/name', code: 'tool.reserved_name', severity: 'error' },
    ]);
  });

  it('allows a tool named "use_skill" when skills are inline', () => {
    const d = diagnose((doc) => {
      doc.tools![0]!.name = 'use_skill';
      doc.skills![0]!.allowedTools = ['use_skill'];
    });
    expect(found(d, 'tool.reserved_name')).toEqual([]);
  });
});
