import type { ErrorObject } from 'ajv/dist/2020';
import validate from './meta-schema-validator.generated';

/**
 * What `ajv.validateSchema` reports for `schema` against the 2020-12 meta-schema (nothing
 * when it is valid), from a validator compiled ahead of time: ajv compiles with
 * `new Function`, which the studio's Content-Security-Policy refuses in the browser.
 */
export function metaSchemaErrors(schema: Record<string, unknown>): ErrorObject[] {
  return validate(schema) ? [] : [...(validate.errors ?? [])];
}
