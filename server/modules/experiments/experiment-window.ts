import type { Db } from '../../db/db';
import { Conflict } from '../../db/store-errors';
import { getLabel } from '../labels/label-store';
import { designOf, unpackExperiment } from '../labels/split-experiment';
import type {
  ExperimentDesign,
  ExperimentPhase,
  Guardrail,
} from '../../../src/harness/experiments';

/**
 * The experiment a label's report is about: its latest split, from the move that set it up,
 * through every ramp of it (moves that kept its id), to the move that ended it, if one did.
 */
export interface ExperimentWindow {
  harnessId: string;
  label: string;
  /** null only for a split that ended before experiments had ids (migration 021). */
  experimentId: string | null;
  salt: string | null;
  control: number;
  treatment: number;
  /** The share in force now (or when it ended). */
  percent: number;
  /** Each share the experiment ran at, oldest first: a ramp adds one. */
  phases: ExperimentPhase[];
  design: ExperimentDesign;
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
  to_split_experiment: string | null;
}

const idOf = (m: MoveRow) => unpackExperiment(m.to_split_experiment).experimentId ?? null;
const legacyKey = (m: MoveRow) => `${m.to_version}/${m.to_split_version}/${m.to_split_percent}`;

/** Reads the label's moves newest first until the experiment's first move. */
export async function experimentWindow(
  db: Db,
  harnessId: string,
  label: string,
): Promise<ExperimentWindow> {
  const current = await getLabel(db, harnessId, label); // NotFound for a label that is not there
  const moves = await db.query<MoveRow>(
    `SELECT id, at, actor, to_version, to_split_version, to_split_percent, to_split_guardrails,
       to_split_experiment
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
  const id = idOf(setUp);
  // Moves recorded before migration 021 have no id: one experiment per unchanged split, as then.
  const same = (m: MoveRow) => (id ? idOf(m) === id : legacyKey(m) === legacyKey(setUp));
  let first = last;
  while (first + 1 < moves.length && same(moves[first + 1]!)) first++;
  const ender = last > 0 ? moves[last - 1]! : null;
  const endedAt = ender?.at ?? null;
  // With an id, the experiment also spans a gap: a window that interrupted it and the end that
  // resumed it (same id and salt) are one experiment, each stint a phase until the next move.
  const indexes = id
    ? moves.flatMap((m, i) => (i >= last && idOf(m) === id ? [i] : [])).reverse()
    : Array.from({ length: first - last + 1 }, (_, k) => first - k);
  const phases = indexes.map((i) => ({
    percent: Number(moves[i]!.to_split_percent),
    from: moves[i]!.at,
    to: i > 0 ? moves[i - 1]!.at : null,
  }));
  // A split running when ids came got one on the label itself (migration 021), unsalted.
  const labelSplit = !ender && !id ? current.split : null;
  const experiment = { ...unpackExperiment(setUp.to_split_experiment), ...(labelSplit ?? {}) };
  return {
    harnessId,
    label,
    experimentId: experiment.experimentId ?? null,
    salt: experiment.salt ?? null,
    control: Number(setUp.to_version),
    treatment: Number(setUp.to_split_version),
    percent: Number(setUp.to_split_percent),
    phases,
    design: designOf(experiment),
    guardrails: setUp.to_split_guardrails
      ? (JSON.parse(setUp.to_split_guardrails) as Guardrail[])
      : [],
    startedAt: moves[indexes[0] ?? first]!.at,
    endedAt,
    endedBy: ender ? { id: Number(ender.id), actor: ender.actor } : null,
  };
}
