import type { Db } from '../../db/db';
import { Conflict } from '../../db/store-errors';
import { getLabel, type LabelSplit } from '../labels/label-store';
import type { Guardrail } from '../../../src/harness/experiments';

/**
 * The experiment a label's report is about: its latest split, from the move that set it up
 * (moves that kept the same control, split version and percent continue it) to the move that
 * ended it, if one did. A new percent is a new experiment: the arms' weights, and with them
 * the SRM test, change.
 */
export interface ExperimentWindow {
  harnessId: string;
  label: string;
  control: number;
  treatment: number;
  percent: number;
  guardrails: Guardrail[];
  startedAt: string;
  /** null while the split is still in force. */
  endedAt: string | null;
  /** The move that ended it (a rollback is one), when one did. */
  endedBy: { id: number; actor: string } | null;
}

interface MoveRow {
  id: number;
  at: string;
  actor: string;
  to_version: number;
  to_split_version: number | null;
  to_split_percent: number | null;
  to_split_guardrails: string | null;
}

const key = (m: MoveRow) => `${m.to_version}/${m.to_split_version}/${m.to_split_percent}`;

/** Reads the label's moves newest first until the experiment's first move. */
export async function experimentWindow(
  db: Db,
  harnessId: string,
  label: string,
): Promise<ExperimentWindow> {
  await getLabel(db, harnessId, label); // NotFound for a label that is not there
  const moves = await db.query<MoveRow>(
    `SELECT id, at, actor, to_version, to_split_version, to_split_percent, to_split_guardrails
     FROM label_moves WHERE harness_id = ? AND label = ? ORDER BY id DESC`,
    [harnessId, label],
  );
  const last = moves.findIndex((m) => m.to_split_version !== null);
  if (last < 0) {
    throw new Conflict(
      `The label "${label}" has never split traffic: there is no experiment.`,
      null,
    );
  }
  const setUp = moves[last]!;
  let first = last;
  while (first + 1 < moves.length && key(moves[first + 1]!) === key(setUp)) first++;
  const ender = last > 0 ? moves[last - 1]! : null;
  const split: LabelSplit = {
    version: Number(setUp.to_split_version),
    percent: Number(setUp.to_split_percent),
  };
  return {
    harnessId,
    label,
    control: Number(setUp.to_version),
    treatment: split.version,
    percent: split.percent,
    guardrails: setUp.to_split_guardrails
      ? (JSON.parse(setUp.to_split_guardrails) as Guardrail[])
      : [],
    startedAt: moves[first]!.at,
    endedAt: ender?.at ?? null,
    endedBy: ender ? { id: Number(ender.id), actor: ender.actor } : null,
  };
}
