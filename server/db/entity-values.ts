import {
  ENTITY_KINDS,
  ENTITY_SCHEMAS,
  entityKey,
  isCollectionKind,
  issuesToDiagnostics,
  type EntityKind,
} from '../../src/harness';
import { friendlyErrors } from '../../src/harness/error-messages';
import { Invalid, NotFound, invalidField } from './store-errors';

export function checkKind(kind: string): EntityKind {
  if (!(ENTITY_KINDS as readonly string[]).includes(kind)) {
    throw new NotFound(`There is no entity kind "${kind}".`);
  }
  return kind as EntityKind;
}

/**
 * Checks one draft entity against its schema and returns it with defaults filled in, so
 * equal content always hashes equal. A collection entity's id (a tool's name) must be its key.
 */
export function parseEntityValue(kind: EntityKind, key: string, value: unknown): unknown {
  if (!isCollectionKind(kind) && key !== kind) {
    throw new NotFound(`The ${kind} entity has the key "${kind}", not "${key}".`);
  }
  const result = ENTITY_SCHEMAS[kind].safeParse(value, { error: friendlyErrors });
  if (!result.success) {
    throw new Invalid(`This ${kind} is not valid.`, issuesToDiagnostics(result.error.issues));
  }
  if (isCollectionKind(kind) && entityKey(kind, result.data) !== key) {
    const field = kind === 'tool' ? 'name' : 'id';
    throw invalidField(
      `/${field}`,
      'entity.key_mismatch',
      `The ${field} "${entityKey(kind, result.data)}" does not match the ${kind} "${key}" being saved.`,
    );
  }
  return result.data;
}
