import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { metaSchemaErrors } from './meta-schema-validator';

// The good and the bad that tool authors write; each must get ajv's own verdict and errors.
const SCHEMAS: Record<string, Record<string, unknown>> = {
  empty: {},
  object: { type: 'object', properties: { sku: { type: 'string', minLength: 1 } } },
  nested: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        prefixItems: [{ type: 'integer', minimum: 0 }],
        items: { $ref: '#/$defs/item' },
        uniqueItems: true,
      },
    },
    $defs: { item: { type: 'object', additionalProperties: false, required: ['id'] } },
    required: ['items'],
  },
  combinators: {
    anyOf: [{ type: 'string' }, { type: 'null' }],
    not: { const: 3 },
    if: { type: 'number' },
    then: { multipleOf: 2 },
    dependentRequired: { a: ['b'] },
    unevaluatedProperties: false,
  },
  typeList: { type: ['string', 'null'] },
  unknownKeyword: { type: 'object', 'x-ui': { widget: 'slider' } },
  badType: { type: 'strnig' },
  badTypeList: { type: ['string', 'string'] },
  badTypeInList: { type: ['string', 5] },
  requiredNotArray: { type: 'object', required: 'sku' },
  requiredDuplicates: { required: ['a', 'a'] },
  negativeLength: { type: 'string', minLength: -1 },
  fractionalLength: { type: 'string', maxLength: 1.5 },
  propertiesNotObject: { type: 'object', properties: ['sku'] },
  badNestedProperty: { type: 'object', properties: { sku: { type: 'text', minimum: 'one' } } },
  badDefs: { $defs: { a: { type: 7 } } },
  itemsArray: { type: 'array', items: [{ type: 'string' }] },
  enumNotArray: { enum: 'a' },
  badAnchor: { $anchor: '1-bad' },
  badPatternType: { pattern: 5 },
  manyBad: { type: 'x', minimum: 'y', required: [1], properties: { a: { type: 'y' } } },
};

describe('metaSchemaErrors', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });

  it.each(Object.entries(SCHEMAS))('gives ajv.validateSchema verdict on %s', (_, schema) => {
    const valid = ajv.validateSchema(schema) as boolean;
    const expected = valid ? [] : ajv.errors;
    expect(metaSchemaErrors(schema)).toEqual(expected);
  });

  it('accepts the good and refuses the bad of the table', () => {
    const verdicts = Object.fromEntries(
      Object.entries(SCHEMAS).map(([name, s]) => [name, metaSchemaErrors(s).length === 0]),
    );
    expect(Object.keys(verdicts).filter((name) => verdicts[name])).toEqual([
      'empty',
      'object',
      'nested',
      'combinators',
      'typeList',
      'unknownKeyword',
    ]);
  });
});
