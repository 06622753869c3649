import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { appendAudit } from '../audit/audit-store';
import { emitReleaseEvent } from '../webhooks/emit-event';
import type { FailureProblem } from '../../../src/harness/release/schedule';

/**
 * What a schedule firing does to its change request, called by the scheduler
 * (server/modules/schedules/schedule-fire.ts) in the SAME transaction as the label move, so
 * the request is published exactly when (and as often as) its label moved. Imports nothing
 * from the schedules module (no cycle).
 */

/** The audit entity of a request (as the routes write it). */
export const requestEntity = (requestId: number) => `change-request/${requestId}`;

interface StateRow {
  id: number | string;
  state: string;
  title: string;
}

async function load(tx: Db, harnessId: string, requestId: number): Promise<StateRow | null> {
  const [row] = await tx.query<StateRow>(
    'SELECT id, state, title FROM change_requests WHERE harness_id = ? AND id = ?',
    [harnessId, requestId],
  );
  return row ?? null;
}

/**
 * The request's scheduled publish went live (`moveId` is the label move). Only a scheduled
 * (or approved) request moves on; any other state is left as is and false returned.
 */
export async function markRequestPublished(
  tx: Db,
  harnessId: string,
  requestId: number,
  moveId: number | null,
): Promise<boolean> {
  const before = await load(tx, harnessId, requestId);
  if (!before) return false;
  const { changes } = await tx.run(
    `UPDATE change_requests SET state = 'published', move_id = ?, failure = NULL,
       failure_problem = NULL, updated_at = ?
     WHERE harness_id = ? AND id = ? AND state IN ('scheduled', 'approved')`,
    [moveId, nowIso(), harnessId, requestId],
  );
  if (changes !== 1) return false;
  await appendAudit(tx, {
    actor: 'scheduler',
    harnessId,
    action: 'change_request.publish',
    entity: requestEntity(requestId),
    before: { state: before.state },
    after: { state: 'published', moveId },
  });
  await emitReleaseEvent(tx, {
    harnessId,
    type: 'change_request.published',
    data: { requestId, title: before.title, moveId, scheduled: true },
  });
  return true;
}

/** The request's scheduled publish was refused (the gate at the time, a miss...). */
export async function markRequestFailed(
  tx: Db,
  harnessId: string,
  requestId: number,
  problem: FailureProblem,
): Promise<boolean> {
  const before = await load(tx, harnessId, requestId);
  if (!before) return false;
  const reason = problem.detail;
  const { changes } = await tx.run(
    `UPDATE change_requests SET state = 'failed', failure = ?, failure_problem = ?, updated_at = ?
     WHERE harness_id = ? AND id = ? AND state IN ('scheduled', 'approved')`,
    [reason.slice(0, 2000), JSON.stringify(problem), nowIso(), harnessId, requestId],
  );
  if (changes !== 1) return false;
  await appendAudit(tx, {
    actor: 'scheduler',
    harnessId,
    action: 'change_request.fail',
    entity: requestEntity(requestId),
    before: { state: before.state },
    after: { state: 'failed', failure: reason, failureProblem: problem },
  });
  await emitReleaseEvent(tx, {
    harnessId,
    type: 'change_request.failed',
    data: { requestId, title: before.title, failure: reason, failureProblem: problem },
  });
  return true;
}
