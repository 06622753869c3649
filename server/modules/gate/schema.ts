import { z } from 'zod';
import { versionNumberParam } from '../shared/params';
import { runSchema } from '../test-runs/schema';

export const publishGateQuery = z.strictObject({ version: versionNumberParam });

const refusalSchema = z.object({
  code: z.enum(['gate.no_run', 'gate.below_threshold']),
  detail: z.string(),
  version: z.number(),
  runId: z.string().nullable(),
  passRate: z.number().nullable(),
  threshold: z.number(),
});

export const publishGateSchema = z.object({
  version: z.number(),
  threshold: z.number(),
  /** The harness has at least one test case. */
  gated: z.boolean(),
  /** PUT labels/production with this version would go through without an override. */
  allowed: z.boolean(),
  /** Exactly the problem PUT labels/production would answer with (409), or null. */
  refusal: refusalSchema.nullable(),
  /** The latest finished run of the version. */
  run: runSchema.nullable(),
  production: z.object({
    version: z.number().nullable(),
    /** The latest finished run of the version production points at. */
    run: runSchema.nullable(),
  }),
  /** `run` against `production.run` (base), when both exist and differ. */
  comparison: z.looseObject({ base: z.string(), head: z.string() }).nullable(),
});
