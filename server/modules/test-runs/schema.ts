import { z } from 'zod';
import { harnessParams } from '../shared/params';
import { sourceParam } from '../shared/source';

export const startRunBody = z.strictObject({
  /** "draft", a version number as text ("3") or "label:<name>". */
  target: sourceParam,
  /** A configured model endpoint instead of the harness's own. */
  endpoint: z.string().min(1).max(64).optional(),
  concurrency: z
    .int('Use a whole number from 1 to 8.')
    .min(1, 'Use a number from 1 to 8.')
    .max(8, 'Use a number from 1 to 8.')
    .default(2),
});

export const runParams = harnessParams.extend({
  runId: z.uuid('Not a test run id.'),
});

export const compareQuery = z.strictObject({ base: z.uuid('Not a test run id.') });

export const runSchema = z.object({
  id: z.string(),
  harnessId: z.string(),
  target: z.string(),
  version: z.number().nullable(),
  status: z.string(),
  total: z.number(),
  done: z.number(),
  summary: z.unknown().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  finishedAt: z.string().nullable(),
});
