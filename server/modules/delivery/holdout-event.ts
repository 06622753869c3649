import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import type { Label } from '../labels/label-store';
import type { LabelMoveEvent } from '../events/label-events';
import { servedSplitOf } from '../../../src/harness/label-serving';

/** What a holdout's or a layer experiment's start or end announces (`hs_holdouts`, `hs_layers`). */
export interface HoldoutChange {
  harnessId: string;
  label: string;
  actor: string;
}

/** The announcement, or null for one this release cannot read. */
export function holdoutChangeOf(payload: string): HoldoutChange | null {
  try {
    const { harnessId, label, actor } = JSON.parse(payload) as Partial<HoldoutChange>;
    if (typeof harnessId !== 'string' || typeof label !== 'string') return null;
    return { harnessId, label, actor: typeof actor === 'string' ? actor : 'system' };
  } catch {
    return null;
  }
}

/**
 * The `label` event event streams get when a holdout or a layer experiment starts or ends: the
 * label as it serves now, holdout and layers included, so agent clients decide viewers anew at
 * once instead of at their next poll. It is not a move: its id is the label's latest move's,
 * so no move is skipped.
 */
export async function holdoutLabelEvent(
  db: Db,
  label: Label,
  actor: string,
): Promise<LabelMoveEvent | null> {
  if (label.version === null) return null;
  const [row] = await db.query<{ id: number | null }>(
    'SELECT MAX(id) AS id FROM label_moves WHERE harness_id = ? AND label = ?',
    [label.harnessId, label.name],
  );
  return {
    harnessId: label.harnessId,
    label: label.name,
    version: label.version,
    split: label.split && servedSplitOf(label.split),
    holdout: label.holdout ?? null,
    ...(label.layers && { layers: label.layers }),
    moveId: Number(row?.id ?? 0),
    at: nowIso(),
    actor,
  };
}
