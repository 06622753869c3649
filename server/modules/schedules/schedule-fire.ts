import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { StoreError, Unavailable } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { getLabel, moveLabel } from '../labels/label-store';
import { publishGate } from '../test-runs/gate';
import { emitReleaseEvent } from '../webhooks/emit-event';
import { markRequestFailed, markRequestPublished } from '../change-requests/request-fired';
import { harnessRelease } from './harness-release';
import { approvalFor } from '../../../src/harness/release/release-settings';
import { moveOverlay } from '../shops/overlay-move';
import { scheduleEntity, toSchedule, type ScheduleRow } from './schedule-rows';
import type { FailureProblem, Schedule } from '../../../src/harness/release/schedule';

/**
 * How late past the grace a due schedule may still fire: the poll interval and a busy
 * instance's queue, so a harness with a grace of 0 still fires what is merely a tick late.
 */
export const MISSED_TOLERANCE_MS = 5_000;

export type FireOutcome = 'fired' | 'failed' | 'missed';
export interface Fired {
  scheduleId: number;
  kind: 'move' | 'end';
  outcome: FireOutcome;
}

/** The next due row, skipping rows another instance holds (PostgreSQL); claimed by the UPDATE. */
function claimSql(db: Db, set: string, due: string, order: string): string {
  const skip = db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  return `UPDATE schedules SET ${set}
    WHERE id = (SELECT id FROM schedules WHERE ${due} ORDER BY ${order} LIMIT 1${skip}) AND ${due}
    RETURNING *`;
}

/** A failed or missed move takes its end with it: there is nothing to move back. */
const END_OFF = "end_state = CASE WHEN end_state IS NULL THEN NULL ELSE 'cancelled' END";

async function settle(
  tx: Db,
  s: Schedule,
  kind: 'move' | 'end',
  outcome: 'failed' | 'missed',
  problem: FailureProblem,
  extra: Record<string, unknown> = {},
): Promise<Fired> {
  const failure = problem.detail;
  const coded = JSON.stringify(problem);
  if (kind === 'move') {
    await tx.run(
      `UPDATE schedules SET state = ?, failure = ?, failure_problem = ?, ${END_OFF} WHERE id = ?`,
      [outcome, failure, coded, s.id],
    );
  } else {
    await tx.run(
      'UPDATE schedules SET end_state = ?, failure = ?, failure_problem = ? WHERE id = ?',
      [outcome, failure, coded, s.id],
    );
  }
  // The request it publishes fails with it, in this transaction (an end leaves it published).
  if (kind === 'move' && s.requestId !== null) {
    await markRequestFailed(tx, s.harnessId, s.requestId, problem);
  }
  await appendAudit(tx, {
    actor: 'scheduler',
    harnessId: s.harnessId,
    action: outcome === 'missed' ? 'schedule.miss' : 'schedule.fail',
    entity: scheduleEntity(s.id),
    after: { kind, failure, failureProblem: problem, ...extra },
  });
  await emitReleaseEvent(tx, {
    harnessId: s.harnessId,
    type: outcome === 'missed' ? 'schedule.missed' : 'schedule.failed',
    data: {
      schedule: { ...s, state: kind === 'move' ? outcome : s.state },
      kind,
      failure,
      failureProblem: problem,
      ...extra,
    },
  });
  return { scheduleId: s.id, kind, outcome };
}

function lateness(s: Schedule, dueAt: string, now: number, graceMs: number): FailureProblem | null {
  const late = now - Date.parse(dueAt);
  if (late <= graceMs + MISSED_TOLERANCE_MS) return null;
  const minutes = Math.round(late / 60_000);
  const at = dueAt === s.at ? s.localAt : (s.localUntil ?? '');
  const grace = graceMs / 60_000;
  return {
    code: 'schedule.missed',
    detail: `Due at ${at} but no studio was running until ${minutes} minute(s) later, past the ${grace}-minute grace (settings.release.missedGraceMinutes); not moved.`,
    at,
    minutes,
    grace,
  };
}

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
  const previous =
    label.version === null
      ? null
      : {
          version: label.version,
          split: label.split && { version: label.split.version, percent: label.split.percent },
        };
  return { previous, moveId: move.id };
}

/**
 * Claims the next due pending schedule and fires it, all in one transaction: exactly once
 * however many instances poll (the claim is `WHERE state = 'pending'`; whoever commits it
 * moved the label). Resolves null when nothing is due.
 */
export function fireNext(db: Db, now: number): Promise<Fired | null> {
  return claimAndRun(db, now, 'move');
}

/** Claims the next fired schedule whose `until` is due and moves its label back, exactly once. */
export function endNext(db: Db, now: number): Promise<Fired | null> {
  return claimAndRun(db, now, 'end');
}

const CLAIMS = {
  move: ["state = 'fired'", "state = 'pending' AND at <= ?", 'at, id'],
  end: [
    "end_state = 'fired'",
    "end_state = 'pending' AND state = 'fired' AND until_at <= ?",
    'until_at, id',
  ],
} as const;

async function claimAndRun(db: Db, now: number, kind: 'move' | 'end'): Promise<Fired | null> {
  let claimed: ScheduleRow | undefined;
  try {
    return await db.transaction(async (tx) => {
      const iso = new Date(now).toISOString();
      const [set, due, order] = CLAIMS[kind];
      const [row] = await tx.query<ScheduleRow>(claimSql(tx, set, due, order), [iso, iso]);
      if (!row) return null;
      claimed = row;
      return kind === 'move' ? fireClaimed(tx, row, now) : endClaimed(tx, row, now);
    });
  } catch (err) {
    if (!claimed || err instanceof Unavailable) throw err;
    // A bug on one schedule must not hold up every later one: it fails, saying so.
    console.error(`[schedules] schedule ${claimed.id} could not ${kind}:`, (err as Error).stack);
    const row = claimed;
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
  const { missedGraceMs, release } = await harnessRelease(tx, s.harnessId);
  const missed = lateness(s, s.at, now, missedGraceMs);
  if (missed) return settle(tx, s, 'move', 'missed', missed);
  const overlay = s.shopId !== null && s.overlayVersion !== null;
  // A plain move scheduled before the label required approvals does not slip past them.
  const required = approvalFor(release, s.label).required;
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
  let moved: Awaited<ReturnType<typeof applyMove>>;
  try {
    moved = await applyMove(tx, s, `Scheduled (schedule ${s.id}): ${s.reason}`.slice(0, 1000));
  } catch (err) {
    if (err instanceof StoreError) return settle(tx, s, 'move', 'failed', storeRefusal(err));
    throw err;
  }
  const firedAt = nowIso();
  await tx.run('UPDATE schedules SET previous = ?, move_id = ?, fired_at = ? WHERE id = ?', [
    moved.previous && JSON.stringify(moved.previous),
    moved.moveId,
    firedAt,
    s.id,
  ]);
  if (s.requestId !== null) {
    // An overlay's publish moves no label: 0 stands for "no label move".
    await markRequestPublished(tx, s.harnessId, s.requestId, moved.moveId ?? 0);
  }
  const fired: Schedule = { ...s, state: 'fired', previous: moved.previous, firedAt };
  await appendAudit(tx, {
    actor: 'scheduler',
    harnessId: s.harnessId,
    action: 'schedule.fire',
    entity: scheduleEntity(s.id),
    after: { kind: 'move', moveId: moved.moveId, previous: moved.previous },
  });
  await emitReleaseEvent(tx, {
    harnessId: s.harnessId,
    type: 'schedule.fired',
    data: { schedule: fired, kind: 'move', moveId: moved.moveId },
  });
  return { scheduleId: s.id, kind: 'move', outcome: 'fired' };
}

async function endClaimed(tx: Db, row: ScheduleRow, now: number): Promise<Fired> {
  const s = { ...toSchedule(row), endState: 'pending' as const };
  const { missedGraceMs } = await harnessRelease(tx, s.harnessId);
  const missed = lateness(s, s.until!, now, missedGraceMs);
  if (missed) return settle(tx, s, 'end', 'missed', missed);
  if (!s.previous) {
    return settle(tx, s, 'end', 'failed', {
      code: 'schedule.nothing_to_restore',
      detail: `The label "${s.label}" served nothing before; it stays.`,
      label: s.label,
    });
  }
  const reason = `Schedule ${s.id} ended: back to what it served before. ${s.reason}`;
  let moveId: number | null = null;
  try {
    if (s.shopId !== null && s.overlayVersion !== null) {
      await moveOverlay(tx, {
        harnessId: s.harnessId,
        shopId: s.shopId,
        overlayVersion: s.previous.version,
        actor: s.createdBy,
        reason,
      });
    } else {
      // Back to versions the label served: a rollback, which the gate never holds up.
      const { move } = await moveLabel(tx, s.harnessId, s.label, {
        version: s.previous.version,
        split: s.previous.split,
        reason: reason.slice(0, 1000),
        actor: s.createdBy,
      });
      moveId = move.id;
    }
  } catch (err) {
    if (err instanceof StoreError) return settle(tx, s, 'end', 'failed', storeRefusal(err));
    throw err;
  }
  const endedAt = nowIso();
  await tx.run('UPDATE schedules SET end_move_id = ?, ended_at = ? WHERE id = ?', [
    moveId,
    endedAt,
    s.id,
  ]);
  await appendAudit(tx, {
    actor: 'scheduler',
    harnessId: s.harnessId,
    action: 'schedule.end',
    entity: scheduleEntity(s.id),
    after: { kind: 'end', moveId, to: s.previous },
  });
  await emitReleaseEvent(tx, {
    harnessId: s.harnessId,
    type: 'schedule.fired',
    data: { schedule: { ...s, endState: 'fired', endedAt }, kind: 'end', moveId },
  });
  return { scheduleId: s.id, kind: 'end', outcome: 'fired' };
}

/** A store's refusal of the move (the version gone, the harness archived), as a coded failure. */
const storeRefusal = (err: StoreError): FailureProblem => ({
  code: 'schedule.store_refused',
  detail: err.message,
});
