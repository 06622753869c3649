import { z } from 'zod';
import { splitRequestSchema } from '../../../src/harness/label-serving';
import { harnessParams, labelName, pageQuery, reason, versionNumber } from '../shared/params';

export const labelParams = harnessParams.extend({ label: labelName });

export const moveLabelBody = z.strictObject({
  version: versionNumber,
  /**
   * Send `percent`% of callers (by a stable hash of their key) to another version, with what
   * the experiment decides on and its guardrails (the core's one split, as a move asks for it).
   */
  split: splitRequestSchema
    .extend({
      version: versionNumber,
      percent: z.int('Use a whole percentage.').min(1, 'Use 1-99.').max(99, 'Use 1-99.'),
    })
    .nullable()
    .optional(),
  reason,
  /** Admins only: publish to production past the test gate; the reason goes to the audit log. */
  override: z.strictObject({ reason }).optional(),
});

export const labelMovesQuery = pageQuery;
