import type { Db } from '../../db/db';
import { getLabel } from '../labels/label-store';
import { experimentArmOf, metricsOf, sampleRatioMismatch } from '../../../src/harness/experiments';
import type { ExperimentReport, TurnStats } from '../../../src/harness/experiments';
import { experimentOptions } from '../experiments/experiment-options';
import type { ExperimentWindow } from '../experiments/experiment-window';
import { snapshotOf } from '../experiments/looks-store';
import { aggregateStats } from '../experiments/aggregates/aggregate-stats';
import type { Holdout } from '../../../src/harness/holdout';

// Traces say the side of a split a turn was on, not a holdout's: a holdout's report has its
// viewers' outcomes and exposures, and no turn figures.
const noTurns = (): TurnStats => ({
  turns: 0,
  errors: 0,
  blocked: 0,
  timed: 0,
  firstToken: { p50: null, p95: null },
  slowerThan: {},
});

/**
 * The window a holdout's report reads: control is its baseline (held out), treatment what
 * the label serves now (shipped), from its start to its end.
 */
export async function holdoutWindow(
  db: Db,
  harnessId: string,
  holdout: Holdout,
): Promise<ExperimentWindow> {
  const label = await getLabel(db, harnessId, holdout.label);
  return {
    harnessId,
    label: holdout.label,
    experimentId: holdout.experimentId,
    salt: holdout.salt,
    control: holdout.version,
    treatment: label.version ?? holdout.version,
    percent: holdout.percent,
    phases: [{ percent: holdout.percent, from: holdout.startedAt, to: holdout.endedAt }],
    design: {},
    guardrails: [],
    startedAt: holdout.startedAt,
    endedAt: holdout.endedAt,
    endedBy: null,
  };
}

/** `GET /experiments/{experimentId}/report` for a holdout: "all shipped changes vs none". */
export async function holdoutReport(
  db: Db,
  harnessId: string,
  holdout: Holdout,
): Promise<ExperimentReport> {
  const w = await holdoutWindow(db, harnessId, holdout);
  const outcomes = await aggregateStats(db, w);
  const options = await experimentOptions(db, harnessId);
  const control = { version: w.control, ...outcomes.control, turns: noTurns() };
  const treatment = { version: w.treatment, ...outcomes.treatment, turns: noTurns() };
  const { first, expectedTreatment } = outcomes.exposures;
  const total = first.control + first.treatment;
  const snapshot = {
    arms: [experimentArmOf(control, 'control'), experimentArmOf(treatment, 'treatment')],
    metrics: metricsOf(control, treatment, options, w.design),
    srm: sampleRatioMismatch(
      [first.control, first.treatment],
      [total - expectedTreatment, expectedTreatment],
    ),
    exposures: { ...first, expectedTreatment, crossed: outcomes.exposures.crossed },
    guardrails: [],
  };
  return {
    ...snapshot,
    kind: 'holdout',
    label: holdout.label,
    percent: holdout.percent,
    experimentId: holdout.experimentId,
    salt: holdout.salt,
    phases: w.phases,
    design: w.design,
    startedAt: holdout.startedAt,
    endedAt: holdout.endedAt,
    history: [snapshotOf(snapshot, holdout.endedAt ?? undefined)],
    rollback: null,
  };
}
