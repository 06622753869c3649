import { z } from 'zod';
import { harnessParams, pageQuery, versionNumberParam } from '../shared/params';

export { harnessParams };

export const versionParams = harnessParams.extend({ number: versionNumberParam });

export const listVersionsQuery = pageQuery;

export const createVersionBody = z.strictObject({
  message: z.string().trim().min(1, 'Describe what changed.').max(2_000),
});

export const versionSummarySchema = z.object({
  harnessId: z.string(),
  number: z.number(),
  parentNumber: z.number().nullable(),
  author: z.string(),
  createdAt: z.string(),
  message: z.string(),
  contentHash: z.string(),
});

export const versionSchema = versionSummarySchema.extend({
  manifest: z.array(z.object({ kind: z.string(), key: z.string(), hash: z.string() })),
});

export const versionWithDocumentSchema = versionSchema.extend({
  document: z.record(z.string(), z.unknown()),
});

export const versionPageSchema = z.object({
  items: z.array(versionSummarySchema),
  nextCursor: z.string().nullable(),
});
