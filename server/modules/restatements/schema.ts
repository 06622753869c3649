import { z } from 'zod';
import { restatementStatusSchema } from '../../../src/harness/variants/restatements/contract';
import { harnessParams } from '../shared/params';

export const restatementParams = harnessParams.extend({
  rid: z.uuid('Not a restatement id.'),
});

export const listRestatementsQuery = z.strictObject({
  status: restatementStatusSchema.optional(),
});
