import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { StoreError } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { moveLabel } from '../labels/label-store';
import { emitReleaseEvent } from '../webhooks/emit-event';
import { releaseSettingsOf } from './release-settings-of';
import { moveOverlay } from '../shops/overlay-move';
import { stillServes, supersedingMove } from './schedule-served';
import { lateness, settle, storeRefusal, type Fired } from './schedule-settle';
import { scheduleEntity, toSchedule, type ScheduleRow } from './schedule-rows';
import type { Schedule } from '../../../src/harness/release/schedule';

/**
 * Carries out a claimed end: moves the label (or the shop's overlay) back to `previous`, the
 * served split's experiment, salt and guardrails with it, but only while it still serves what
 * this schedule's move set. Otherwise a later window, a hotfix or a rollback moved it: nothing
 * moves, and the end is `superseded`, naming that move, audited and announced.
 */
export async function endClaimed(tx: Db, row: ScheduleRow, now: number): Promise<Fired> {
  const s = { ...toSchedule(row), endState: 'pending' as const };
  const { missedGraceMs } = await releaseSettingsOf(tx, s.harnessId);
  const missed = lateness(s, s.until!, now, missedGraceMs);
  if (missed) return settle(tx, s, 'end', 'missed', missed);
  if (!s.previous) {
    return settle(tx, s, 'end', 'failed', {
      code: 'schedule.nothing_to_restore',
      detail: `The label "${s.label}" served nothing before; it stays.`,
      label: s.label,
    });
  }
  if (!(await stillServes(tx, s, row))) return supersede(tx, s);
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
      // Back to what the label served, its experiment resumed: never gated, and not a rollback
      // (the campaign's version was not judged bad).
      const { move } = await moveLabel(tx, s.harnessId, s.label, {
        version: s.previous.version,
        split: s.previous.split,
        reason: reason.slice(0, 1000),
        actor: s.createdBy,
        windowEnd: true,
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

async function supersede(tx: Db, s: Schedule): Promise<Fired> {
  const by = await supersedingMove(tx, s);
  const endedAt = nowIso();
  await tx.run(
    "UPDATE schedules SET end_state = 'superseded', superseded_by = ?, ended_at = ? WHERE id = ?",
    [JSON.stringify(by), endedAt, s.id],
  );
  const schedule: Schedule = { ...s, endState: 'superseded', supersededBy: by, endedAt };
  await appendAudit(tx, {
    actor: 'scheduler',
    harnessId: s.harnessId,
    action: 'schedule.supersede',
    entity: scheduleEntity(s.id),
    after: { kind: 'end', supersededBy: by, previous: s.previous },
  });
  await emitReleaseEvent(tx, {
    harnessId: s.harnessId,
    type: 'schedule.superseded',
    data: { schedule, kind: 'end', supersededBy: by },
  });
  return { scheduleId: s.id, kind: 'end', outcome: 'superseded' };
}
