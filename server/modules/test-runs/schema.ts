import { z } from 'zod';
import { harnessParams, pageQuery, versionNumberParam } from '../shared/params';
import { targetSchema } from '../../../src/harness/target';
import { shopIdSchema } from '../../../src/harness/schema/shop';
import { RUN_STATUSES } from '../../../src/harness/evaluation/run-contract';

export const startRunBody = z.strictObject({
  /** "draft", a version number as text ("3") or "label:<name>". */
  target: targetSchema,
  /** A configured model endpoint instead of the harness's own. */
  endpoint: z.string().min(1).max(64).optional(),
  /** Run a shop's host: the target merged with the shop's saved overlay. */
  shop: shopIdSchema.optional(),
  concurrency: z
    .int('Use a whole number from 1 to 8.')
    .min(1, 'Use a number from 1 to 8.')
    .max(8, 'Use a number from 1 to 8.')
    .default(2),
});

export const runParams = harnessParams.extend({
  runId: z.uuid('Not a test run id.'),
});

export const listRunsQuery = z.strictObject({
  /** Runs whose target resolved to this version. */
  version: versionNumberParam.optional(),
  /** The target as the run was started with: "draft", "3", "label:production". */
  target: targetSchema.optional(),
  status: z.enum(RUN_STATUSES, { error: `Use one of: ${RUN_STATUSES.join(', ')}.` }).optional(),
  limit: pageQuery.shape.limit,
});

export const compareQuery = z.strictObject({ base: z.uuid('Not a test run id.') });
