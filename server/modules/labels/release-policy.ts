import type { Db } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import { currentCopy } from '../drafts/draft-rows-store';
import { loadBlobs } from '../versions/blob-store';
import { getVersionMeta } from '../versions/version-store';
import {
  approvalRuleIn,
  ruleInForce,
  type ApprovalRule,
} from '../../../src/harness/release/release-policy';

/** The rule in force for a label, and the two sources it was made of. */
export interface LabelPolicy {
  label: string;
  /** What moving the label needs now. */
  rule: ApprovalRule;
  /** The draft's own rule (what the team is editing). */
  draft: ApprovalRule;
  /** The rule of each version the label serves (none while it serves nothing). */
  served: ApprovalRule[];
}

const settingsOf = (meta: unknown): unknown =>
  typeof meta === 'object' && meta !== null && !Array.isArray(meta)
    ? (meta as { settings?: unknown }).settings
    : FAIL_CLOSED_MARK;

// A meta that is not an object has settings nobody can read: closed, as garbage settings are.
const FAIL_CLOSED_MARK = 'unreadable';

/** The draft's settings (the `meta` singleton's), as stored. */
export async function draftSettings(db: Db, harnessId: string): Promise<unknown> {
  const meta = await currentCopy(db, harnessId, 'meta', 'meta');
  return meta ? settingsOf(meta.value) : undefined;
}

/** The settings frozen into a version; a version whose meta cannot be read reads as garbage. */
async function versionSettings(db: Db, harnessId: string, version: number): Promise<unknown> {
  try {
    const { manifest } = await getVersionMeta(db, harnessId, version);
    const entry = manifest.find((m) => m.kind === 'meta');
    if (!entry) return FAIL_CLOSED_MARK;
    const bodies = await loadBlobs(db, [entry.hash]);
    return bodies.has(entry.hash) ? settingsOf(bodies.get(entry.hash)) : FAIL_CLOSED_MARK;
  } catch (err) {
    if (err instanceof NotFound) return FAIL_CLOSED_MARK;
    throw err;
  }
}

/** The versions a label serves now: its version and its split's. */
async function servedNow(db: Db, harnessId: string, label: string): Promise<number[]> {
  const [row] = await db.query<{ version: number | null; split_version: number | null }>(
    'SELECT version, split_version FROM labels WHERE harness_id = ? AND name = ?',
    [harnessId, label],
  );
  if (!row) return [];
  return [row.version, row.split_version].filter((v) => v !== null).map(Number);
}

/** The rules of the versions a label serves, each read once per call. */
async function servedRules(db: Db, harnessId: string, label: string): Promise<ApprovalRule[]> {
  const rules: ApprovalRule[] = [];
  for (const version of await servedNow(db, harnessId, label)) {
    rules.push(approvalRuleIn(await versionSettings(db, harnessId, version), label));
  }
  return rules;
}

/**
 * The approvals moving `label` needs: the stricter of the draft's rule and the rule of the
 * version(s) the label serves. So an edit of the draft that loosens the rule takes effect
 * only once it is published to the label, through the rule it loosens; a tightening takes
 * effect at once. A policy that does not parse, in either, fails closed. Every release
 * decision (label moves, change requests, schedules) asks this, inside its transaction.
 */
export async function labelPolicy(
  db: Db,
  harnessId: string,
  label: string,
  /** The draft's settings when the caller holds them (a save judging what it writes). */
  given?: { draftSettings: unknown },
): Promise<LabelPolicy> {
  const draft = approvalRuleIn(
    given ? given.draftSettings : await draftSettings(db, harnessId),
    label,
  );
  const served = await servedRules(db, harnessId, label);
  return { label, rule: ruleInForce(draft, served), draft, served };
}

/** The rule in force for moving `label` (see labelPolicy). */
export async function approvalInForce(
  db: Db,
  harnessId: string,
  label: string,
): Promise<ApprovalRule> {
  return (await labelPolicy(db, harnessId, label)).rule;
}
