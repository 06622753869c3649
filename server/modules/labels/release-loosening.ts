import type { Db } from '../../db/db';
import { appendAudit } from '../audit/audit-store';
import { canonicalJson } from '../../../src/harness';
import { warning, type Diagnostic } from '../../../src/harness/diagnostics';
import {
  approvalRuleIn,
  atLeastAsStrict,
  ruleInForce,
  type ApprovalRule,
} from '../../../src/harness/release/release-policy';
import { draftSettings, labelPolicy } from './release-policy';

/** A label whose rule in the draft asks less than the rule of what it serves. */
export interface Loosening {
  label: string;
  draft: ApprovalRule;
  /** The rule in force (the served version's, stricter than the draft's). */
  inForce: ApprovalRule;
}

async function labelNames(db: Db, harnessId: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    'SELECT name FROM labels WHERE harness_id = ? ORDER BY name',
    [harnessId],
  );
  return rows.map((r) => r.name);
}

/** The labels for which `settings` (a draft's) loosens the rule of the version they serve. */
export async function loosenings(
  db: Db,
  harnessId: string,
  settings: unknown,
): Promise<Loosening[]> {
  const out: Loosening[] = [];
  for (const label of await labelNames(db, harnessId)) {
    const policy = await labelPolicy(db, harnessId, label, { draftSettings: settings });
    if (policy.served.length === 0) continue;
    if (atLeastAsStrict(policy.draft, ruleInForce(policy.draft, policy.served))) continue;
    out.push({ label, draft: policy.draft, inForce: policy.rule });
  }
  return out;
}

/** What the draft check says about a loosening: it waits for a publish through the rule. */
export function loosenedWarning(l: Loosening): Diagnostic {
  return warning(
    `/settings/release/approvals/${l.label}/required`,
    'release.loosened',
    `The draft's approval rule for "${l.label}" (${l.draft.required} approval(s)) is looser than that of the version it serves (${l.inForce.required}): it takes effect only once published to "${l.label}" through the current rule; until then moving it still needs what the current rule asks.`,
    { label: l.label, required: l.draft.required, inForce: l.inForce.required },
  );
}

/** The draft's loosening warnings now (GET draft). */
export async function draftLoosenedWarnings(db: Db, harnessId: string): Promise<Diagnostic[]> {
  return (await loosenings(db, harnessId, await draftSettings(db, harnessId))).map(loosenedWarning);
}

const settingsIn = (meta: unknown): unknown =>
  typeof meta === 'object' && meta !== null ? (meta as { settings?: unknown }).settings : meta;

/**
 * Called in the transaction of a `meta` save: the labels whose rule the saved settings loosen
 * against what they serve, each audited (`release_policy.loosened`) when this save changed
 * the draft's rule for it. The save itself is never refused: the rule in force holds anyway.
 */
export async function recordLoosening(
  tx: Db,
  harnessId: string,
  actor: string,
  before: unknown,
  after: unknown,
): Promise<Diagnostic[]> {
  const found = await loosenings(tx, harnessId, settingsIn(after));
  for (const l of found) {
    const was = approvalRuleIn(settingsIn(before), l.label);
    if (canonicalJson(was) === canonicalJson(l.draft)) continue;
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'release_policy.loosened',
      entity: `label/${l.label}`,
      before: { draft: was, inForce: l.inForce },
      after: { draft: l.draft, inForce: l.inForce },
    });
  }
  return found.map(loosenedWarning);
}
