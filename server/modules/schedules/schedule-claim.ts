import type { Db } from '../../db/db';
import type { ScheduleRow } from './schedule-rows';

// Moves and ends are one queue, ordered by when each is due. At the same instant the end is
// settled by the move that takes over (the later window wins): the move goes first and takes
// the end's `previous` as its own (schedule-fire.ts), then the end finds the label moved and is
// superseded; if the move does not go live, the end restores as usual. Per target (a label of
// the base, or a shop's overlay) an item waits while an earlier one is still open, even one
// another instance holds, so several workers never reorder a label's moves; different targets
// move side by side.

/** A schedule's next open item: its move while pending, then its end. */
const DUE = (x: string) => `CASE WHEN ${x}.state = 'pending' THEN ${x}.at ELSE ${x}.until_at END`;
/** At the same instant the move that takes over first, then the end it supersedes. */
const RANK = (x: string) => `CASE WHEN ${x}.state = 'pending' THEN 0 ELSE 1 END`;
const OPEN = (x: string) =>
  `(${x}.state = 'pending' OR (${x}.state = 'fired' AND ${x}.end_state = 'pending'))`;

const EARLIER_OPEN = `EXISTS (SELECT 1 FROM schedules o
  WHERE o.harness_id = s.harness_id AND o.label = s.label
    AND COALESCE(o.shop_id, '') = COALESCE(s.shop_id, '') AND o.id <> s.id AND ${OPEN('o')}
    AND (${DUE('o')} < ${DUE('s')} OR (${DUE('o')} = ${DUE('s')}
      AND (${RANK('o')} < ${RANK('s')} OR (${RANK('o')} = ${RANK('s')} AND o.id < s.id)))))`;

export type ItemKind = 'move' | 'end';

/**
 * Claims the next due item of the queue in the caller's transaction: the row's `state` (a move)
 * or `end_state` (an end) goes from pending to fired, which only one transaction can do.
 * PostgreSQL skips rows another instance holds. Resolves null when nothing is due.
 */
export async function claimNext(
  tx: Db,
  nowIso: string,
): Promise<{ row: ScheduleRow; kind: ItemKind } | null> {
  const skip = tx.dialect === 'postgres' ? ' FOR UPDATE OF s SKIP LOCKED' : '';
  const [next] = await tx.query<{ id: number | string; state: string }>(
    `SELECT s.id, s.state FROM schedules s
     WHERE ${OPEN('s')} AND ${DUE('s')} <= ? AND NOT ${EARLIER_OPEN}
     ORDER BY ${DUE('s')}, ${RANK('s')}, s.id LIMIT 1${skip}`,
    [nowIso],
  );
  if (!next) return null;
  const kind: ItemKind = next.state === 'pending' ? 'move' : 'end';
  const [row] = await tx.query<ScheduleRow>(
    kind === 'move'
      ? "UPDATE schedules SET state = 'fired' WHERE id = ? AND state = 'pending' RETURNING *"
      : `UPDATE schedules SET end_state = 'fired'
         WHERE id = ? AND state = 'fired' AND end_state = 'pending' RETURNING *`,
    [next.id],
  );
  return row ? { row, kind } : null;
}
