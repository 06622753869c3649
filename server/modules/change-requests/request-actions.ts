import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { Conflict } from '../../db/store-errors';
import { conflict } from '../../http/problem';
import { moveLabel } from '../labels/label-store';
import { publishGate } from '../test-runs/gate';
import { moveOverlay } from '../shops/overlay-move';
import { releaseSettingsOf } from '../schedules/release-settings-of';
import { emitReleaseEvent } from '../webhooks/emit-event';
import type { Actor } from '../../../src/harness/roles';
import { readReviews, type RequestRow } from './request-rows';
import { countingReviews, resetsOnChange, ruleOf } from './request-view';
import { lockRequest, setState } from './request-store';

const REVIEWABLE = ['open', 'changes_requested', 'approved'];

export interface ReviewInput {
  verdict: 'approve' | 'request_changes' | 'comment';
  body: string;
  pointer?: { entity: string; field: string };
}

/**
 * Records a review. The author approving their own, or a role the label's rule does not name
 * approving, is refused (409 / the caller's 403 check first). Request changes moves the
 * request to changes_requested; the quorum reached moves it to approved.
 */
export async function addReview(
  db: Db,
  harnessId: string,
  id: number,
  actor: Actor,
  input: ReviewInput,
) {
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, harnessId, id, REVIEWABLE, 'be reviewed');
    if (input.verdict !== 'comment' && row.author === actor.id) {
      throw new Conflict('The author of a change request cannot approve or reject it.', null, {
        code: 'change_request.own',
      });
    }
    await tx.run(
      `INSERT INTO change_request_reviews (request_id, revision, reviewer, role, verdict, body,
         pointer_entity, pointer_field, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        row.revision,
        actor.id,
        actor.role,
        input.verdict,
        input.body,
        input.pointer?.entity ?? null,
        input.pointer?.field ?? null,
        nowIso(),
      ],
    );
    await emitReleaseEvent(tx, {
      harnessId,
      type: 'change_request.reviewed',
      data: { requestId: id, reviewer: actor.id, verdict: input.verdict },
    });
    if (input.verdict === 'comment') {
      await setState(tx, row, row.state, actor.id, 'change_request.comment', {
        pointer: input.pointer ?? null,
      });
      return;
    }
    if (input.verdict === 'request_changes') {
      await setState(tx, row, 'changes_requested', actor.id, 'change_request.request_changes');
      return;
    }
    const { release } = await releaseSettingsOf(tx, harnessId);
    const rule = await ruleOf(tx, release, row);
    const have = countingReviews(
      row,
      await readReviews(tx, id),
      rule.roles,
      resetsOnChange(release, row),
    ).size;
    const state =
      have >= rule.required ? 'approved' : row.state === 'changes_requested' ? 'open' : row.state;
    await setState(tx, row, state, actor.id, 'change_request.approve', {
      have,
      required: rule.required,
    });
    if (state === 'approved' && row.state !== 'approved') {
      await emitReleaseEvent(tx, {
        harnessId,
        type: 'change_request.approved',
        data: { requestId: id, approvals: have },
      });
    }
  });
}

/**
 * Refuses (409 `change_request.not_approved`) a request not approved where its target needs
 * approval; returns the number it needs (0: it may go as it is).
 */
export async function requireQuorum(tx: Db, row: RequestRow, what: string): Promise<number> {
  const { release } = await releaseSettingsOf(tx, row.harness_id);
  const rule = await ruleOf(tx, release, row);
  if (row.state !== 'approved' && rule.required > 0) {
    throw new Conflict(
      `Change request ${row.id} needs ${rule.required} approval(s) before it is ${what}.`,
      null,
      { code: 'change_request.not_approved', state: row.state },
    );
  }
  return rule.required;
}

/**
 * Publishes: the request must be approved (or need no approval and be open) and still be the
 * revision the publisher saw (409 `change_request.revised`); a production target is judged by
 * the publish gate on the very row it publishes. The judgement, the state change, the label
 * (or overlay) move and their records commit together: exactly once, never an unjudged version.
 */
export async function publishRequest(
  db: Db,
  harnessId: string,
  id: number,
  actor: string,
  reason: string | undefined,
  revision: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Locked (PostgreSQL: the row; SQLite: the write transaction) until commit, so no revision
    // lands between the gate's verdict and the move.
    const row = await lockRequest(tx, harnessId, id, REVIEWABLE, 'be published');
    if (Number(row.revision) !== revision) {
      throw new Conflict(
        `Change request ${id} is at revision ${row.revision}, not ${revision}: review what it proposes now before publishing.`,
        null,
        { code: 'change_request.revised', revision: Number(row.revision) },
      );
    }
    await requireQuorum(tx, row, 'published');
    if (row.target_label === 'production' && row.proposal_version !== null) {
      const refusal = await publishGate(tx, harnessId, [Number(row.proposal_version)]);
      if (refusal) {
        const { detail, ...extra } = refusal;
        throw conflict(detail, extra);
      }
    }
    const why = (reason ?? `Change request ${id}: ${row.title}`).slice(0, 1000);
    let moveId: number | null = null;
    if (row.target_shop !== null) {
      await moveOverlay(tx, {
        harnessId,
        shopId: row.target_shop,
        overlayVersion: Number(row.proposal_overlay),
        actor,
        reason: why,
      });
    } else {
      const { move } = await moveLabel(tx, harnessId, row.target_label ?? '', {
        version: Number(row.proposal_version),
        reason: why,
        actor,
      });
      moveId = Number(move.id);
    }
    await tx.run('UPDATE change_requests SET move_id = ? WHERE id = ?', [moveId, id]);
    await setState(tx, row, 'published', actor, 'change_request.publish', { moveId });
    await emitReleaseEvent(tx, {
      harnessId,
      type: 'change_request.published',
      data: { requestId: id, title: row.title, moveId, scheduled: false },
    });
    return moveId;
  });
}

export async function closeRequest(db: Db, harnessId: string, id: number, actor: string) {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, harnessId, id, REVIEWABLE, 'be closed');
    await setState(tx, row, 'closed', actor, 'change_request.close');
  });
}
