import type { Db } from '../../db/db';

/** The channel label moves are announced on (NOTIFY on PostgreSQL). */
export const LABEL_MOVES_CHANNEL = 'hs_label_moves';

export interface LabelMoveEvent {
  harnessId: string;
  label: string;
  version: number;
  split: { version: number; percent: number } | null;
  moveId: number;
  at: string;
  actor: string;
}

/**
 * Announces a move, delivered when the caller's transaction commits (dropped if it rolls
 * back). On PostgreSQL every API instance listening on the database hears it.
 */
export async function announceLabelMove(tx: Db, event: LabelMoveEvent): Promise<void> {
  await tx.publish(LABEL_MOVES_CHANNEL, JSON.stringify(event));
}

/**
 * Calls `listener` for every label move (of one harness when `harnessId` is given), from
 * this instance or another. Resolves once listening, with the function that stops it.
 */
export async function subscribeLabelMoves(
  db: Db,
  listener: (event: LabelMoveEvent) => void,
  filter: { harnessId?: string } = {},
): Promise<() => Promise<void>> {
  return db.subscribe(LABEL_MOVES_CHANNEL, (payload) => {
    const event = parseEvent(payload);
    if (!event) return;
    if (filter.harnessId !== undefined && event.harnessId !== filter.harnessId) return;
    listener(event);
  });
}

// Another instance may run another release: ignore what we cannot read.
function parseEvent(payload: string): LabelMoveEvent | null {
  try {
    const e = JSON.parse(payload) as Partial<LabelMoveEvent>;
    if (typeof e.harnessId !== 'string' || typeof e.label !== 'string') return null;
    if (typeof e.version !== 'number') return null;
    return e as LabelMoveEvent;
  } catch {
    return null;
  }
}
