import type { DraftGate, HarnessOverview } from '../../../src/harness/overview';
import { contentHash, type HarnessDocument } from '../../../src/harness';
import type { Db } from '../../db/db';
import { listAudit } from '../audit/audit-store';
import type { Harness } from '../harnesses/harness-store';
import { getLabels } from '../labels/label-store';
import { servingHistory } from '../labels/serving-history';
import { isGated, judgeVersion } from '../test-runs/gate';
import { listVersions, newestVersionWithHash } from '../versions/version-store';
import { compareDraft, draftDocument } from './draft-comparison';
import { latestRobustnessGlance, latestRunGlance } from './glances';
import { recentRollbacks } from './rollbacks';

/** How many audit records the overview shows: the rest is on the audit screen. */
export const ACTIVITY_LIMIT = 8;

/** Fallbacks for a draft whose shape is invalid (the settings cannot be read then). */
const DEFAULT_THRESHOLD = 1;
const DEFAULT_ENDPOINT = 'default';

/**
 * One harness at a glance: labels, the draft against production, the latest runs, the
 * gate's verdict on publishing the draft and recent activity. `withActivity` is the caller's
 * right to read the audit log, `withRollbacks` to read experiment reports.
 */
export async function harnessOverview(
  db: Db,
  harness: Harness,
  options: { withActivity: boolean; withRollbacks?: boolean },
): Promise<HarnessOverview> {
  const id = harness.id;
  const [labels, versions, draft, latestRun, latestRobustnessRun, cases, activity, rollbacks] =
    await Promise.all([
      getLabels(db, id),
      listVersions(db, id, { limit: 1 }),
      draftDocument(db, id),
      latestRunGlance(db, id),
      latestRobustnessGlance(db, id),
      countCases(db, id),
      options.withActivity
        ? listAudit(db, { harnessId: id, limit: ACTIVITY_LIMIT }).then((p) => p.items)
        : Promise.resolve(null),
      options.withRollbacks ? recentRollbacks(db, id) : Promise.resolve(null),
    ]);
  const production = labels.find((l) => l.name === 'production')?.version ?? null;
  const latestVersion = versions.items[0] ?? null;
  // The version a run of the draft counts for: the newest one with the draft's content.
  const draftVersion = draft ? await newestVersionWithHash(db, id, contentHash(draft)) : null;
  return {
    harness,
    labels,
    latestVersion,
    draft: await compareDraft(db, id, draft, production),
    endpoint: draft?.model.endpoint ?? DEFAULT_ENDPOINT,
    cases,
    latestRun,
    latestRobustnessRun,
    gate: await draftGate(db, id, draft, draftVersion, cases > 0),
    draftRun: { countsFor: draftVersion },
    activity,
    rollbacks,
  };
}

/**
 * The gate's verdict on publishing the draft, without publishing: when a version has the
 * draft's content, that version is judged as `PUT labels/production` would judge it (one
 * production served before is a rollback, allowed); otherwise the draft has to become a
 * version first (and, when gated, be run).
 */
async function draftGate(
  db: Db,
  harnessId: string,
  draft: HarnessDocument | null,
  version: number | null,
  hasCases: boolean,
): Promise<DraftGate> {
  const threshold = draft?.settings.passThreshold ?? DEFAULT_THRESHOLD;
  // isGated is the rule the label route applies; the count above only saves a query.
  const gated = hasCases && (await isGated(db, harnessId));
  if (draft && version !== null) {
    const verdict = await judgeVersion(db, harnessId, version, gated);
    const history = await servingHistory(db, harnessId, 'production', [version]);
    const rollback = history.served.has(version);
    const refusal = rollback ? null : verdict.refusal;
    return {
      gated,
      threshold: verdict.threshold,
      version,
      allowed: refusal === null,
      rollback,
      leftByRollback: history.left.get(version) ?? null,
      refusal,
    };
  }
  return {
    gated,
    threshold,
    version: null,
    allowed: !gated,
    rollback: false,
    leftByRollback: null,
    refusal: null,
  };
}

async function countCases(db: Db, harnessId: string): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    'SELECT COUNT(*) AS n FROM test_cases WHERE harness_id = ?',
    [harnessId],
  );
  return Number(row?.n ?? 0);
}
