import { z } from 'zod';
import { ROLES } from '../role-names';
import { labelNameSchema } from '../target';

/** Who must approve a change before it reaches one label (settings.release.approvals). */
export const labelApprovalSchema = z.strictObject({
  /** Approvals a change request needs; 0: none (publishing still goes through the gate). */
  required: z.int().min(0).max(10),
  /** Roles whose approval counts (absent: publisher and admin). The author never counts. */
  roles: z
    .array(z.enum(ROLES))
    .min(1)
    .refine((r) => new Set(r).size === r.length, 'Name each role once.')
    .optional(),
});
export type LabelApproval = z.infer<typeof labelApprovalSchema>;

export const SHOP_OVERLAY_RELEASES = ['immediate', 'review'] as const;

/**
 * How changes go live. Optional, so documents written before it keep their
 * hashes; absent, every label moves as before (no approvals) and overlays save live.
 */
export const releaseSettingsSchema = z.strictObject({
  /** Per label: approvals a change request needs before it may publish there. */
  approvals: z.record(labelNameSchema, labelApprovalSchema).optional(),
  /** A new revision of a request clears its reviews. */
  resetOnChange: z.boolean().optional(),
  /** `review`: a merchant's saved overlay becomes a change request for ops. */
  shopOverlays: z.enum(SHOP_OVERLAY_RELEASES).optional(),
  /** A schedule due while every instance was down fires at start within this many minutes. */
  missedGraceMinutes: z.int().min(0).max(1440).optional(),
});
export type ReleaseSettings = z.infer<typeof releaseSettingsSchema>;

export const DEFAULT_APPROVER_ROLES = ['publisher', 'admin'] as const;
export const DEFAULT_MISSED_GRACE_MINUTES = 10;

/** What a label requires, defaults applied (no entry: no approval). */
export function approvalFor(
  release: ReleaseSettings | undefined,
  label: string,
): { required: number; roles: readonly (typeof ROLES)[number][] } {
  const rule = release?.approvals?.[label];
  return { required: rule?.required ?? 0, roles: rule?.roles ?? DEFAULT_APPROVER_ROLES };
}
