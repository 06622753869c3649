import { z } from 'zod';
import { guardrailsSchema } from '../../../src/harness/experiments/guardrail-schema';
import { experimentDesignSchema } from '../../../src/harness/experiments/design-schema';
import { harnessParams, labelName, pageQuery, reason, versionNumber } from '../shared/params';

export const labelParams = harnessParams.extend({ label: labelName });

export const moveLabelBody = z.strictObject({
  version: versionNumber,
  /** Send `percent`% of callers (by a stable hash of their key) to another version. */
  split: z
    .strictObject({
      version: versionNumber,
      percent: z.int('Use a whole percentage.').min(1, 'Use 1-99.').max(99, 'Use 1-99.'),
      /** Rolled back to `version` by itself when one of these breaks with confidence. */
      guardrails: guardrailsSchema.optional(),
    })
    // What the experiment decides on: the core declares it once for the API and the SPA.
    .extend(experimentDesignSchema.shape)
    .nullable()
    .optional(),
  reason,
  /** Admins only: publish to production past the test gate; the reason goes to the audit log. */
  override: z.strictObject({ reason }).optional(),
});

export const labelMovesQuery = pageQuery;
