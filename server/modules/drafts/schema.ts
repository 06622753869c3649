import { z } from 'zod';
import { entityParams, harnessParams } from '../shared/params';

export { entityParams, harnessParams };

/** An entity value is checked by the store against the entity's own schema. */
export const entityBody = z.unknown();

export const draftEntitySchema = z.object({
  kind: z.string(),
  key: z.string(),
  value: z.unknown(),
  position: z.number(),
  revision: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

export const draftSchema = z.object({
  harnessId: z.string(),
  entities: z.array(draftEntitySchema),
  document: z.record(z.string(), z.unknown()),
  diagnostics: z.array(
    z.object({ pointer: z.string(), severity: z.string(), code: z.string(), message: z.string() }),
  ),
});
