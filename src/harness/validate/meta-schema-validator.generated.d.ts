import type { ErrorObject } from 'ajv/dist/2020';

/** ajv's standalone validator of the JSON Schema 2020-12 meta-schema (see the .js beside). */
interface MetaSchemaValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

declare const validate: MetaSchemaValidator;
export default validate;
