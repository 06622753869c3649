import { z } from 'zod';
import { harnessListItemSchema, pageSchema } from '../../../src/harness/records';
import { harnessId, harnessParams, pageQuery } from '../shared/params';

export { harnessParams };

export const listHarnessesQuery = pageQuery.extend({
  archived: z.enum(['true', 'false', 'any']).default('false'),
});

export const createHarnessBody = z.strictObject({
  id: harnessId.optional(),
  /** Checked by the core's validation; problems point into `/document/...`. */
  document: z.unknown().refine((v) => v !== undefined, 'Send the harness document.'),
});

export const harnessPageSchema = pageSchema(harnessListItemSchema);
