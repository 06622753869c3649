import type { Db } from '../../db/db';
import { publishGate } from '../test-runs/gate';
import { releaseSettingsOf } from '../schedules/release-settings-of';
import { scheduleOfRequest } from '../schedules/schedule-store';
import { approvalInForce } from '../labels/release-policy';
import type { ReleaseSettings } from '../../../src/harness/release/release-settings';
import type { ChangeRequest } from '../../../src/harness/release/change-request';
import type { Role } from '../../../src/harness/roles';
import {
  proposalOf,
  readPins,
  readRequestRow,
  readReviews,
  stateOf,
  targetOf,
  toPin,
  toReview,
  type RequestRow,
  type ReviewRow,
} from './request-rows';

/**
 * Who must approve a request. A label target: the rule in force for moving that label
 * (`labelPolicy`: the stricter of the draft's and the served version's), never the proposal's
 * own, so a change cannot lower the approvals it needs itself. A shop target needs one
 * approval by ops or an admin when settings.release.shopOverlays is `review`, none otherwise.
 */
export async function ruleOf(
  db: Db,
  release: ReleaseSettings | undefined,
  row: Pick<RequestRow, 'harness_id' | 'target_label' | 'target_shop'>,
): Promise<{ required: number; roles: readonly Role[] }> {
  if (row.target_shop !== null) {
    return release?.shopOverlays === 'review'
      ? { required: 1, roles: ['ops', 'admin'] }
      : { required: 0, roles: ['ops', 'admin'] };
  }
  return approvalInForce(db, row.harness_id, row.target_label ?? '');
}

/**
 * Whether a new revision clears the reviews: as settings.release.resetOnChange says for a
 * label, always for a shop (a merchant's edit after approval must be seen again).
 */
export const resetsOnChange = (
  release: ReleaseSettings | undefined,
  row: Pick<RequestRow, 'target_shop'>,
): boolean => release?.resetOnChange === true || row.target_shop !== null;

/** Which reviews count now: approvals of this revision (unless reviews survive revisions) by a
 * role of the rule, not the author, and not followed by the same reviewer's request for changes. */
export function countingReviews(
  row: RequestRow,
  reviews: ReviewRow[],
  roles: readonly Role[],
  resetOnChange: boolean,
): Set<number> {
  const latest = new Map<string, ReviewRow>();
  for (const r of reviews) {
    if (r.verdict === 'comment') continue;
    if (resetOnChange && Number(r.revision) !== Number(row.revision)) continue;
    latest.set(r.reviewer, r);
  }
  const counting = new Set<number>();
  for (const r of latest.values()) {
    if (r.verdict !== 'approve' || r.reviewer === row.author) continue;
    if (!roles.includes(r.role as Role)) continue;
    counting.add(Number(r.id));
  }
  return counting;
}

async function versionHash(db: Db, harnessId: string, version: number): Promise<string | null> {
  const [row] = await db.query<{ content_hash: string }>(
    'SELECT content_hash FROM versions WHERE harness_id = ? AND number = ?',
    [harnessId, version],
  );
  return row?.content_hash ?? null;
}

async function latestRun(db: Db, table: string, harnessId: string, hash: string | null) {
  if (!hash) return null;
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE harness_id = ? AND content_hash = ? AND status = 'finished'
     ORDER BY finished_at DESC, id DESC LIMIT 1`,
    [harnessId, hash],
  );
  return row?.id ?? null;
}

/** What the request's target serves now: the diff's and the pins' "before". */
export async function servingOf(db: Db, row: RequestRow): Promise<ChangeRequest['serving']> {
  if (row.target_shop !== null) {
    const [shop] = await db.query<{ overlay_version: number | null }>(
      'SELECT overlay_version FROM shops WHERE harness_id = ? AND shop_id = ?',
      [row.harness_id, row.target_shop],
    );
    const v = shop?.overlay_version ?? null;
    return { version: null, overlayVersion: v === null ? null : Number(v) };
  }
  const [label] = await db.query<{ version: number | null }>(
    'SELECT version FROM labels WHERE harness_id = ? AND name = ?',
    [row.harness_id, row.target_label],
  );
  const v = label?.version ?? null;
  return { version: v === null ? null : Number(v), overlayVersion: null };
}

/** The whole record of a request: what it proposes, what is served, reviews, evidence, gate. */
export async function requestView(
  db: Db,
  harnessId: string,
  id: number,
  given?: RequestRow,
): Promise<ChangeRequest> {
  const row = given ?? (await readRequestRow(db, harnessId, id));
  const { release } = await releaseSettingsOf(db, harnessId);
  const rule = await ruleOf(db, release, row);
  const reviews = await readReviews(db, id);
  const counting = countingReviews(row, reviews, rule.roles, resetsOnChange(release, row));
  const proposal = proposalOf(row);
  const hash =
    proposal.kind === 'version' ? await versionHash(db, harnessId, proposal.version) : null;
  const gate =
    proposal.kind === 'version' && row.target_label === 'production'
      ? await publishGate(db, harnessId, [proposal.version])
      : null;
  return {
    id: Number(row.id),
    harnessId,
    title: row.title,
    description: row.description,
    author: row.author,
    target: targetOf(row),
    proposal,
    revision: Number(row.revision),
    state: stateOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    serving: await servingOf(db, row),
    approvals: { required: rule.required, have: counting.size, roles: [...rule.roles] },
    reviews: reviews.map((r) => toReview(r, counting.has(Number(r.id)))),
    pins: (await readPins(db, id)).map(toPin),
    evidence: {
      testRunId: await latestRun(db, 'test_runs', harnessId, hash),
      robustnessRunId: await latestRun(db, 'robustness_runs', harnessId, hash),
    },
    gate: gate ? { ...gate } : null,
    schedule: await scheduleOfRequest(db, harnessId, id),
    failure: row.failure,
    failureProblem: row.failure_problem
      ? (JSON.parse(row.failure_problem) as ChangeRequest['failureProblem'])
      : null,
  };
}
