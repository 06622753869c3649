import { z } from 'zod';
import { ROLES, type Role } from '../roles';
import { approvalFor, DEFAULT_APPROVER_ROLES, releaseSettingsSchema } from './release-settings';

/** The approvals a move of one label needs: how many, and whose count. */
export const approvalRuleSchema = z.object({
  required: z.int().min(0),
  roles: z.array(z.enum(ROLES)),
});
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

/** No approval needed: a label without an entry. */
export const NO_APPROVAL_RULE: ApprovalRule = { required: 0, roles: [...DEFAULT_APPROVER_ROLES] };

/**
 * What a release policy that does not parse stands for. Never "open": a typo or a stored
 * value the schema no longer accepts must not remove the review it was meant to hold.
 */
export const FAIL_CLOSED_RULE: ApprovalRule = { required: 1, roles: [...DEFAULT_APPROVER_ROLES] };

const ADMIN_ONLY: Role[] = ['admin'];

/**
 * The stricter of two rules: more approvals wins, with its own roles; on a tie only the roles
 * both accept count (none in common: only an admin's approval counts).
 */
export function stricterRule(a: ApprovalRule, b: ApprovalRule): ApprovalRule {
  if (a.required !== b.required) {
    const winner = a.required > b.required ? a : b;
    return { required: winner.required, roles: [...winner.roles] };
  }
  const both = a.roles.filter((r) => b.roles.includes(r));
  return { required: a.required, roles: both.length > 0 ? both : [...ADMIN_ONLY] };
}

/**
 * Whether `a` asks at least what `b` asks: more approvals, or as many from no role `b` does
 * not accept (an admin's approval always counts as the strictest).
 */
export function atLeastAsStrict(a: ApprovalRule, b: ApprovalRule): boolean {
  if (a.required !== b.required) return a.required > b.required;
  if (a.required === 0) return true;
  return a.roles.length > 0 && a.roles.every((r) => r === 'admin' || b.roles.includes(r));
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The rule a document's settings set for a label. Absent settings or no `release` set none;
 * a `release` (or settings) that does not parse fails closed (FAIL_CLOSED_RULE).
 */
export function approvalRuleIn(settings: unknown, label: string): ApprovalRule {
  if (settings === undefined || settings === null) return { ...NO_APPROVAL_RULE };
  if (!isObject(settings)) return { ...FAIL_CLOSED_RULE };
  if (settings.release === undefined) return { ...NO_APPROVAL_RULE };
  const parsed = releaseSettingsSchema.safeParse(settings.release);
  if (!parsed.success) return { ...FAIL_CLOSED_RULE };
  const rule = approvalFor(parsed.data, label);
  return { required: rule.required, roles: [...rule.roles] };
}

/**
 * The rule in force for moving a label: the stricter of the draft's and that of every version
 * the label serves (a split serves two). A loosening in the draft takes effect only once it
 * is published to the label, through the rule it loosens; a tightening at once.
 */
export function ruleInForce(draft: ApprovalRule, served: readonly ApprovalRule[]): ApprovalRule {
  return served.reduce(stricterRule, draft);
}
