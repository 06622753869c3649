import type { Db } from './db/db';
import { appendAudit } from './modules/audit/audit-store';
import { getEntity, putEntity } from './modules/drafts/draft-store';
import { moveLabel } from './modules/labels/label-store';
import { createVersion } from './modules/versions/version-store';
import { SYSTEM_NOTES } from '../src/harness/sample/system-notes';

/** Who did the seeding: the studio itself, never a user (shown as such in the audit log). */
export const SEED_ACTOR = 'system';

/** The promotion whose change is left pending in the sample's draft. */
export const SAMPLE_PENDING_PROMOTION = 'baicha-flash-sale';

const SEED_REASON = SYSTEM_NOTES.sampleHistory;

/**
 * Gives the freshly created sample a past, so delivery, the agent endpoint, versions, the
 * diff and the overview have something to show a newcomer: v1 on production and staging,
 * then tonight's promotion tweak pending in the draft.
 *
 * The labels move through the store, not the labels route: the route's publish gate judges
 * what users publish, and this path is reachable only from `seedSampleHarness` at start-up
 * (no request can ask for it). An audit record says so next to the moves it explains.
 * Call it inside the transaction that created the sample.
 */
export async function seedSampleHistory(tx: Db, harnessId: string): Promise<void> {
  const v1 = await createVersion(tx, harnessId, {
    message: SYSTEM_NOTES.sampleVersion,
    actor: SEED_ACTOR,
  });
  await appendAudit(tx, {
    actor: SEED_ACTOR,
    harnessId,
    action: 'sample.seed',
    entity: `version/${v1.number}`,
    after: {
      note: SEED_REASON,
      labels: { production: v1.number, staging: v1.number },
      pendingDraftChange: `promotion/${SAMPLE_PENDING_PROMOTION}`,
    },
  });
  for (const label of ['production', 'staging']) {
    await moveLabel(tx, harnessId, label, {
      version: v1.number,
      reason: SEED_REASON,
      actor: SEED_ACTOR,
    });
  }
  // Tonight's tweak: more flash-sale stock. The price stays, so the suite's cases still hold.
  const sale = await getEntity(tx, harnessId, 'promotion', SAMPLE_PENDING_PROMOTION);
  const value = sale.value as { quota?: { total?: number; perViewer?: number } };
  await putEntity(
    tx,
    harnessId,
    'promotion',
    SAMPLE_PENDING_PROMOTION,
    { ...value, quota: { ...value.quota, total: 500 } },
    { expectedRevision: sale.revision, actor: SEED_ACTOR },
  );
}
