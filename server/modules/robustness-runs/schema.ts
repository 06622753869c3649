import { z } from 'zod';
import { RUN_STATUSES } from '../../../src/harness/evaluation/run-contract';
import { targetSchema } from '../../../src/harness/target';
import { pageQuery } from '../shared/params';
import { runParams } from '../test-runs/schema';

export const robustnessRunParams = runParams.extend({
  runId: z.uuid('Not a robustness run id.'),
});

export const armParams = robustnessRunParams.extend({
  /** `identity`, `tool-schemas#2`, `control:swap-tool-descriptions`. */
  armId: z.string().min(1).max(80),
});

export const listRobustnessRunsQuery = z.strictObject({
  target: targetSchema.optional(),
  status: z.enum(RUN_STATUSES, { error: `Use one of: ${RUN_STATUSES.join(', ')}.` }).optional(),
  limit: pageQuery.shape.limit,
});

export const resultsQuery = z.strictObject({
  arm: z.string().min(1).max(80).optional(),
  endpoint: z.string().min(1).max(64).optional(),
  caseId: z.string().min(1).max(64).optional(),
});

export const robustnessCompareQuery = z.strictObject({
  base: z.uuid('Not a robustness run id.'),
});
