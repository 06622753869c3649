import type { Db } from '../../db/db';
import type { Served } from '../../../src/harness/label-serving';
import type { Schedule } from '../../../src/harness/release/schedule';
import { toSchedule, type ScheduleRow } from './schedule-rows';

// The compare-and-set of an end: it restores `previous` only while its target still serves
// what its move set, by that very move (no later move, even to the same version). Run inside
// the end's transaction with the target locked, so a move committed meanwhile is seen, never
// overwritten.

const isOverlay = (s: Schedule) => s.shopId !== null && s.overlayVersion !== null;

/** Locks the label row (PostgreSQL) for the rest of the transaction; a no-op write. */
export async function lockLabel(tx: Db, harnessId: string, label: string): Promise<void> {
  await tx.run('UPDATE labels SET name = name WHERE harness_id = ? AND name = ?', [
    harnessId,
    label,
  ]);
}

/** Whether the label (or the shop's overlay) still serves what this schedule's move set. */
export async function stillServes(tx: Db, s: Schedule, row: ScheduleRow): Promise<boolean> {
  if (isOverlay(s)) {
    const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const [shop] = await tx.query<{ overlay_version: number | null }>(
      `SELECT overlay_version FROM shops WHERE harness_id = ? AND shop_id = ?${lock}`,
      [s.harnessId, s.shopId],
    );
    return Number(shop?.overlay_version ?? 0) === s.overlayVersion;
  }
  await lockLabel(tx, s.harnessId, s.label);
  // A fired move always has its label move; without one there is nothing to compare with.
  if (row.move_id === null) return true;
  // Its move must still be the label's latest, not merely serve the same: a later window or a
  // hotfix that set the very same version took the label over, and its end is the one to undo it.
  const [latest] = await tx.query<{ id: number | string }>(
    'SELECT id FROM label_moves WHERE harness_id = ? AND label = ? ORDER BY id DESC LIMIT 1',
    [s.harnessId, s.label],
  );
  return latest !== undefined && Number(latest.id) === Number(row.move_id);
}

/** What moved the label since: its latest move and the schedule that made it, if one did. */
export async function supersedingMove(
  tx: Db,
  s: Schedule,
): Promise<NonNullable<Schedule['supersededBy']>> {
  if (isOverlay(s)) return { moveId: null, scheduleId: null };
  const [latest] = await tx.query<{ id: number | string }>(
    'SELECT id FROM label_moves WHERE harness_id = ? AND label = ? ORDER BY id DESC LIMIT 1',
    [s.harnessId, s.label],
  );
  const moveId = latest ? Number(latest.id) : null;
  const [by] =
    moveId === null
      ? []
      : await tx.query<{ id: number | string }>(
          'SELECT id FROM schedules WHERE harness_id = ? AND (move_id = ? OR end_move_id = ?)',
          [s.harnessId, moveId, moveId],
        );
  return { moveId, scheduleId: by ? Number(by.id) : null };
}

/**
 * The end a move at the same instant takes over: a fired schedule of the same target whose end
 * is due exactly when this move is, while its target still serves what it set. The move goes
 * live with that end's `previous` as its own, so its own end restores what was there before
 * both windows; the end then finds the label moved and is superseded.
 */
export async function endTakenOver(tx: Db, s: Schedule): Promise<Served | null> {
  const rows = await tx.query<ScheduleRow>(
    `SELECT * FROM schedules WHERE harness_id = ? AND label = ?
       AND COALESCE(shop_id, '') = COALESCE(?, '') AND id <> ? AND state = 'fired'
       AND end_state = 'pending' AND until_at = ? AND previous IS NOT NULL
     ORDER BY id`,
    [s.harnessId, s.label, s.shopId, s.id, s.at],
  );
  // Several windows may end then; only the one whose move is still live hands over.
  for (const row of rows) {
    const ending = toSchedule(row);
    if (await stillServes(tx, ending, row)) return ending.previous;
  }
  return null;
}
