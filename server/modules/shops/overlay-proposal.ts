import { contentHash } from '../../../src/harness';
import {
  shopOverlaySchema,
  type OverlayVersion,
  type PendingOverlay,
  type ShopOverlay,
} from '../../../src/harness/overlay';
import type { ChangeRequestState } from '../../../src/harness/release/change-request';
import type { Db } from '../../db/db';
import { Conflict } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { writableHarness } from '../drafts/draft-rows-store';
import { openRequest, reviseRequest } from '../change-requests/request-store';
import { readRequestRow, stateOf } from '../change-requests/request-rows';
import { releaseSettingsOf } from '../schedules/release-settings-of';
import { canPublishOverlay } from '../../auth/roles';
import type { Actor } from '../../../src/harness/roles';
import {
  editedVersion,
  getOverlayVersion,
  insertOverlayVersion,
  type SaveOverlayOptions,
} from './overlay-store';
import { readShopRow } from './shop-rows';

/** States of a request still on its way: a shop has at most one such overlay change. */
const PENDING = ['open', 'changes_requested', 'approved', 'scheduled'];

interface PendingRow {
  id: number | string;
  state: string;
  revision: number;
  proposal_overlay: number | null;
}

async function pendingRow(db: Db, harnessId: string, shopId: string) {
  const [row] = await db.query<PendingRow>(
    `SELECT id, state, revision, proposal_overlay FROM change_requests
     WHERE harness_id = ? AND target_shop = ? AND state IN (?, ?, ?, ?)
     ORDER BY id DESC LIMIT 1`,
    [harnessId, shopId, ...PENDING],
  );
  return row ?? null;
}

/** The shop's overlay change waiting for review or publication, as its editor shows it. */
export async function pendingOverlay(
  db: Db,
  harnessId: string,
  shopId: string,
): Promise<PendingOverlay | null> {
  const row = await pendingRow(db, harnessId, shopId);
  if (!row || row.proposal_overlay === null) return null;
  const id = Number(row.id);
  const [note] = await db.query<{ body: string }>(
    `SELECT body FROM change_request_reviews
     WHERE request_id = ? AND revision = ? AND verdict = 'request_changes' ORDER BY id DESC LIMIT 1`,
    [id, row.revision],
  );
  const [schedule] = await db.query<{ at: string }>(
    `SELECT at FROM schedules WHERE harness_id = ? AND request_id = ? AND state = 'pending'
     ORDER BY id DESC LIMIT 1`,
    [harnessId, id],
  );
  return {
    requestId: id,
    state: row.state as ChangeRequestState,
    at: schedule?.at ?? null,
    version: await getOverlayVersion(db, harnessId, shopId, Number(row.proposal_overlay)),
    changesRequested: note?.body || null,
  };
}

/**
 * A save under review (settings.release.shopOverlays `review`): a new overlay version that is
 * not served, carried by the shop's pending change request (revised, so reviewers see one
 * request per change) or a new one for ops. The edit must start from the pending proposal, or
 * from the served version when none is pending. One transaction: nothing half-written.
 */
export async function proposeOverlay(
  db: Db,
  harnessId: string,
  shopId: string,
  input: ShopOverlay,
  options: SaveOverlayOptions,
): Promise<{ version: OverlayVersion; requestId: number | null }> {
  const overlay = shopOverlaySchema.parse(input);
  return db.transaction(
    async (tx) => {
      await writableHarness(tx, harnessId);
      const shop = await readShopRow(tx, harnessId, shopId, true);
      const pending = await pendingRow(tx, harnessId, shopId);
      if (pending?.state === 'scheduled') {
        throw new Conflict(
          `The shop's change (request ${pending.id}) is scheduled to go live: it cannot be edited until it has, or until ops cancel the schedule.`,
          null,
          { code: 'overlay.review_scheduled', requestId: Number(pending.id) },
        );
      }
      const head = await editedVersion(
        tx,
        harnessId,
        shopId,
        pending?.proposal_overlay ?? shop.overlay_version,
        options.expectedVersion,
      );
      const requestId = pending ? Number(pending.id) : null;
      if (head && head.hash === contentHash(overlay)) return { version: head, requestId };
      const version = await insertOverlayVersion(tx, harnessId, shopId, overlay, options);
      await appendAudit(tx, {
        actor: options.actor,
        harnessId,
        action: 'overlay.propose',
        entity: `shop/${shopId}`,
        before: head ? { version: head.number } : null,
        after: { version: version.number, overlay },
      });
      const source = { kind: 'overlay', overlayVersion: version.number } as const;
      if (requestId !== null) {
        await reviseRequest(tx, harnessId, requestId, { source, actor: options.actor });
        return { version, requestId };
      }
      // No message: the shop's name and the version, readable in either language.
      const title = options.message.trim() || `${shop.name} · v${version.number}`;
      const id = await openRequest(tx, harnessId, {
        title: title.slice(0, 200),
        description: '',
        target: { kind: 'shop', shopId },
        source,
        actor: options.actor,
      });
      return { version, requestId: id };
    },
    { retryOnUniqueViolation: true },
  );
}

/**
 * Whether `actor`'s saves of a shop's overlay go to review: the base says so
 * (settings.release.shopOverlays `review`) and the actor may not publish overlays itself.
 */
export async function reviewRequired(db: Db, actor: Actor, harnessId: string): Promise<boolean> {
  const { release } = await releaseSettingsOf(db, harnessId);
  return release?.shopOverlays === 'review' && !canPublishOverlay(actor);
}

export async function requestState(db: Db, harnessId: string, id: number) {
  return { id, state: stateOf(await readRequestRow(db, harnessId, id)) };
}
