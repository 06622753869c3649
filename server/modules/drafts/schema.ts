import { z } from 'zod';
import {
  COLLECTION_KINDS,
  ENTITY_KINDS,
  ENTITY_SCHEMAS,
  isCollectionKind,
  type EntityKind,
} from '../../../src/harness';
import { draftEntityOf } from '../../../src/harness/records';
import type { DocumentedOperation } from '../../http/define-route';
import { entityParams, harnessParams } from '../shared/params';

export { entityParams, harnessParams };

/**
 * An entity value is checked by the store against its kind's schema (400/422 with pointers
 * into the value); the OpenAPI document shows that schema per kind (see `perKind`).
 */
export const entityBody = z.unknown();

const keyParams = harnessParams.extend({ key: entityParams.shape.key });

/** A collection's entities live at their key; a singleton's key is its kind. */
function placeOf(kind: EntityKind) {
  return isCollectionKind(kind)
    ? { path: `/harnesses/:id/draft/entities/${kind}/:key`, params: keyParams }
    : { path: `/harnesses/:id/draft/entities/${kind}/${kind}`, params: harnessParams };
}

/** The entity routes as one typed operation per kind: generated clients get its value type. */
function perKind(
  kinds: readonly EntityKind[],
  describe: (kind: EntityKind) => Omit<DocumentedOperation, 'path' | 'params'>,
): DocumentedOperation[] {
  return kinds.map((kind) => ({ ...placeOf(kind), ...describe(kind) }));
}

export const getEntityDocs = perKind(ENTITY_KINDS, (kind) => ({
  summary: `The draft's ${kind}; its ETag is its revision`,
  responses: { 200: { description: `The ${kind}`, schema: draftEntityOf(kind) } },
}));

export const putEntityDocs = perKind(ENTITY_KINDS, (kind) => ({
  body: ENTITY_SCHEMAS[kind],
  summary: isCollectionKind(kind)
    ? `Create (If-None-Match: *) or update (If-Match: "<revision>") a ${kind}; its ${kind === 'tool' ? 'name' : 'id'} must be the key`
    : `Update the ${kind} (If-Match: "<revision>")`,
  responses: {
    200: { description: 'Updated', schema: draftEntityOf(kind) },
    201: { description: 'Created', schema: draftEntityOf(kind) },
    412: { description: 'Someone saved it first; `current` is their copy' },
  },
}));

export const deleteEntityDocs = perKind(COLLECTION_KINDS, (kind) => ({
  summary: `Delete a ${kind} from the draft (If-Match required)`,
  responses: { 204: { description: 'Deleted' } },
}));
