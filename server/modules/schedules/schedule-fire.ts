import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { isTransientError } from '../../db/connection-errors';
import { StoreError } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { getLabel, moveLabel } from '../labels/label-store';
import { publishGate } from '../test-runs/gate';
import { emitReleaseEvent } from '../webhooks/emit-event';
import { markRequestPublished } from '../change-requests/request-fired';
import { releaseSettingsOf } from './release-settings-of';
import { approvalInForce } from '../labels/release-policy';
import { moveOverlay } from '../shops/overlay-move';
import { claimNext, type ItemKind } from './schedule-claim';
import { endClaimed } from './schedule-end';
import { endTakenOver } from './schedule-served';
import { lateness, settle, storeRefusal, type Fired } from './schedule-settle';
import { scheduleEntity, toSchedule, type ScheduleRow } from './schedule-rows';
import type { Schedule } from '../../../src/harness/release/schedule';

export { type Fired } from './schedule-settle';

/** Moves what the schedule names; a store's refusal (version gone, archived) is the failure. */
async function applyMove(tx: Db, s: Schedule, reason: string) {
  if (s.shopId !== null && s.overlayVersion !== null) {
    const before = await moveOverlay(tx, {
      harnessId: s.harnessId,
      shopId: s.shopId,
      overlayVersion: s.overlayVersion,
      actor: s.createdBy,
      reason,
    });
    return { previous: { version: before, split: null }, moveId: null };
  }
  const label = await getLabel(tx, s.harnessId, s.label);
  const { move } = await moveLabel(tx, s.harnessId, s.label, {
    version: s.version!,
    split: s.split,
    reason,
    actor: s.createdBy,
  });
  // The whole split it served (experiment, salt, guardrails): the end resumes that experiment.
  const previous = label.version === null ? null : { version: label.version, split: label.split };
  return { previous, moveId: move.id };
}

/**
 * Claims the next due item of the schedules' queue (a move or an end, in due order) and carries
 * it out, all in one transaction: exactly once however many instances poll (whoever commits
 * the claim moved the label). Resolves null when nothing is due. A transient database error
 * (serialization failure, deadlock, busy, connection lost) rolls the claim back and is thrown,
 * so the next tick tries again, within the grace; anything else fails that one schedule.
 */
export async function fireNext(db: Db, now: number): Promise<Fired | null> {
  let claimed: { row: ScheduleRow; kind: ItemKind } | undefined;
  try {
    return await db.transaction(async (tx) => {
      const next = await claimNext(tx, new Date(now).toISOString());
      if (!next) return null;
      claimed = next;
      return next.kind === 'move' ? fireClaimed(tx, next.row, now) : endClaimed(tx, next.row, now);
    });
  } catch (err) {
    if (!claimed || isTransientError(err)) throw err;
    const { row, kind } = claimed;
    // A bug on one schedule must not hold up every later one: it fails, saying so.
    console.error(`[schedules] schedule ${row.id} could not ${kind}:`, (err as Error).stack);
    return db.transaction(async (tx) => {
      const again =
        kind === 'move'
          ? "UPDATE schedules SET state = 'fired' WHERE id = ? AND state = 'pending'"
          : "UPDATE schedules SET end_state = 'fired' WHERE id = ? AND end_state = 'pending'";
      if ((await tx.run(again, [row.id])).changes !== 1) return null;
      const problem = {
        code: 'schedule.internal',
        detail: 'The studio could not move the label (an internal error; see the server log).',
      };
      // Read without what it stored of its own (it may be what broke).
      return settle(tx, toSchedule({ ...row, previous: null }), kind, 'failed', problem);
    });
  }
}

async function fireClaimed(tx: Db, row: ScheduleRow, now: number): Promise<Fired> {
  const s = { ...toSchedule(row), state: 'pending' as const };
  const { missedGraceMs } = await releaseSettingsOf(tx, s.harnessId);
  const missed = lateness(s, s.at, now, missedGraceMs);
  if (missed) return settle(tx, s, 'move', 'missed', missed);
  const overlay = s.shopId !== null && s.overlayVersion !== null;
  // A plain move scheduled before the label required approvals does not slip past them.
  const required = overlay ? 0 : (await approvalInForce(tx, s.harnessId, s.label)).required;
  if (!overlay && s.requestId === null && required > 0) {
    return settle(tx, s, 'move', 'failed', {
      code: 'schedule.approvals_required',
      detail: `The label "${s.label}" now needs ${required} approval(s): publish it through a change request.`,
      label: s.label,
      required,
    });
  }
  // Judged again now: the runs that counted when it was scheduled may have changed.
  const refusal =
    !overlay && s.label === 'production'
      ? await publishGate(tx, s.harnessId, [s.version!, ...(s.split ? [s.split.version] : [])])
      : null;
  if (refusal) return settle(tx, s, 'move', 'failed', { ...refusal }, { gate: refusal });
  // Read before moving: a window ending as this one starts hands over what it would restore.
  const takenOver = await endTakenOver(tx, s);
  let moved: Awaited<ReturnType<typeof applyMove>>;
  try {
    moved = await applyMove(tx, s, `Scheduled (schedule ${s.id}): ${s.reason}`.slice(0, 1000));
  } catch (err) {
    if (err instanceof StoreError) return settle(tx, s, 'move', 'failed', storeRefusal(err));
    throw err;
  }
  const previous = takenOver ?? moved.previous;
  const firedAt = nowIso();
  await tx.run('UPDATE schedules SET previous = ?, move_id = ?, fired_at = ? WHERE id = ?', [
    previous && JSON.stringify(previous),
    moved.moveId,
    firedAt,
    s.id,
  ]);
  if (s.requestId !== null) {
    // An overlay's publish moves no label: null, as when it is published at once.
    await markRequestPublished(tx, s.harnessId, s.requestId, moved.moveId ?? null);
  }
  const fired: Schedule = { ...s, state: 'fired', previous, firedAt };
  await appendAudit(tx, {
    actor: 'scheduler',
    harnessId: s.harnessId,
    action: 'schedule.fire',
    entity: scheduleEntity(s.id),
    after: { kind: 'move', moveId: moved.moveId, previous },
  });
  await emitReleaseEvent(tx, {
    harnessId: s.harnessId,
    type: 'schedule.fired',
    data: { schedule: fired, kind: 'move', moveId: moved.moveId },
  });
  return { scheduleId: s.id, kind: 'move', outcome: 'fired' };
}
