import { labelSchema } from '../labels/schema';
import { z } from 'zod';
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

export const harnessSchema = z.object({
  id: z.string(),
  name: z.string(),
  shopId: z.string(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  latestVersion: z.number().nullable(),
});

export const harnessPageSchema = z.object({
  items: z.array(harnessSchema.extend({ labels: z.array(labelSchema) })),
  nextCursor: z.string().nullable(),
});
