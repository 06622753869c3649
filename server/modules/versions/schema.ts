import { z } from 'zod';
import { pageSchema, versionSummarySchema } from '../../../src/harness/records';
import { harnessParams, pageQuery, versionNumberParam } from '../shared/params';

export { harnessParams };

export const versionParams = harnessParams.extend({ number: versionNumberParam });

export const listVersionsQuery = pageQuery;

export const createVersionBody = z.strictObject({
  message: z.string().trim().min(1, 'Describe what changed.').max(2_000),
});

export const versionPageSchema = pageSchema(versionSummarySchema);
