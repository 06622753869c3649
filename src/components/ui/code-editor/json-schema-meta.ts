import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';

/**
 * The meta-schema Monaco completes and checks tool parameters against. The JSON language
 * service follows draft-07's plain `$ref: "#"` everywhere (2020-12's `$dynamicRef` it does
 * not), so this is draft-07 with the 2020-12 keywords added; the core's validator remains
 * the judge of the 2020-12 dialect.
 */
export const META_SCHEMA_URI = 'https://json-schema.org/draft/2020-12/schema';

const schemaRef = { $ref: '#' };
const { $id: _id, $schema: _schema, ...rest } = draft07 as Record<string, unknown>;
const properties = { ...(rest.properties as Record<string, unknown>) };
delete properties.definitions;
delete properties.dependencies;

export const toolParametersMetaSchema = {
  ...rest,
  title: 'JSON Schema (draft 2020-12) of the tool arguments',
  properties: {
    ...properties,
    $schema: { type: 'string', enum: [META_SCHEMA_URI] },
    $defs: { type: 'object', additionalProperties: schemaRef, default: {} },
    items: schemaRef,
    prefixItems: { type: 'array', minItems: 1, items: schemaRef },
    dependentRequired: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    dependentSchemas: { type: 'object', additionalProperties: schemaRef },
    unevaluatedProperties: schemaRef,
    unevaluatedItems: schemaRef,
    minContains: { type: 'integer', minimum: 0 },
    maxContains: { type: 'integer', minimum: 0 },
    deprecated: { type: 'boolean' },
  },
};
