import type { Db } from '../../db/db';
import { getLabels } from '../labels/label-store';
import { unpackExperiment } from '../labels/split-experiment';
import type { CupedDesign, ExperimentPhase } from '../../../src/harness/experiments';
import { experimentWindow } from './experiment-window';
import { holdoutsOf } from '../holdouts/holdout-store';
import { layerExperimentsOf } from '../layers/layer-rows';

/** One experiment a label of the harness ran or runs: its salt and each share with its times. */
export interface ExperimentTimeline {
  experimentId: string;
  label: string;
  salt: string | null;
  /** Oldest first; the last one's `to` is null while the split is in force. */
  phases: ExperimentPhase[];
  /** CUPED as the latest move set it: its pre-period ends where the first phase begins. */
  cuped: CupedDesign | null;
  /**
   * `holdout`: a label's holdout, one phase at its held-out share; keys below it are its
   * control (held out), the rest its treatment. `layer`: a layer experiment, one phase at its
   * treatment share, decided as a split's (the host reports only viewers in its buckets).
   * Absent: a split's.
   */
  kind?: 'holdout' | 'layer';
}

interface MoveRow {
  label: string;
  at: string;
  to_split_percent: number | null;
  to_split_experiment: string | null;
}

/**
 * Every experiment of a harness by id, from its labels' moves: a move that keeps the id
 * (a ramp) opens a phase, any other move of that label ends the experiment (until a move
 * restores it: a gap between phases). What a host
 * reports about a viewer is placed in these, at the time it says it served the viewer.
 */
export async function experimentTimelines(
  db: Db,
  harnessId: string,
): Promise<Map<string, ExperimentTimeline>> {
  const moves = await db.query<MoveRow>(
    `SELECT label, at, to_split_percent, to_split_experiment
     FROM label_moves WHERE harness_id = ? ORDER BY label, id`,
    [harnessId],
  );
  const out = new Map<string, ExperimentTimeline>();
  let open: ExperimentTimeline | null = null;
  for (const m of moves) {
    if (open && open.label !== m.label) open = null; // that label's split is still in force
    const id =
      m.to_split_percent === null
        ? undefined
        : unpackExperiment(m.to_split_experiment).experimentId;
    const phase = { percent: Number(m.to_split_percent), from: m.at, to: null };
    if (open) open.phases.at(-1)!.to = m.at;
    const cuped = id ? (unpackExperiment(m.to_split_experiment).cuped ?? null) : null;
    if (open && id === open.experimentId) {
      open.phases.push(phase);
      open.cuped = cuped;
      continue;
    }
    open = null;
    if (!id) continue;
    // A schedule's end may restore an experiment that ran before: it resumes after a gap.
    const resumed = out.get(id);
    if (resumed) {
      resumed.phases.push(phase);
      resumed.cuped = cuped;
      open = resumed;
      continue;
    }
    const salt = unpackExperiment(m.to_split_experiment).salt ?? null;
    open = { experimentId: id, label: m.label, salt, phases: [phase], cuped };
    out.set(id, open);
  }
  // A split running when ids came got its id on the label only (migration 021): its moves
  // have none, and the label's window finds them as the report does.
  for (const label of await getLabels(db, harnessId)) {
    const id = label.split?.experimentId;
    if (!id || out.has(id)) continue;
    const w = await experimentWindow(db, harnessId, label.name);
    if (w.experimentId === id) {
      out.set(id, {
        experimentId: id,
        label: label.name,
        salt: w.salt,
        phases: w.phases,
        cuped: w.design.cuped ?? null,
      });
    }
  }
  // Holdouts are experiments too: exposures and outcomes of their viewers are kept the same way.
  for (const h of await holdoutsOf(db, harnessId)) {
    out.set(h.experimentId, {
      experimentId: h.experimentId,
      label: h.label,
      salt: h.salt,
      phases: [{ percent: h.percent, from: h.startedAt, to: h.endedAt }],
      cuped: null,
      kind: 'holdout',
    });
  }
  for (const e of await layerExperimentsOf(db, harnessId)) {
    out.set(e.experimentId, {
      experimentId: e.experimentId,
      label: e.label,
      salt: e.salt,
      phases: [{ percent: e.percent, from: e.startedAt, to: e.endedAt }],
      cuped: e.design.cuped ?? null,
      kind: 'layer',
    });
  }
  return out;
}
