import type { Db } from '../../db/db';
import { experimentArmOf, metricsOf, sampleRatioMismatch } from '../../../src/harness/experiments';
import type { ExperimentReport, TurnStats } from '../../../src/harness/experiments';
import { experimentOptions } from './experiment-options';
import type { ExperimentWindow } from './experiment-window';
import { snapshotOf } from './looks-store';
import { aggregateStats } from './aggregates/aggregate-stats';

// Traces say the side of a split a turn was on, not a holdout's or a layer experiment's: their
// reports have their viewers' outcomes and exposures, and no turn figures.
const noTurns = (): TurnStats => ({
  turns: 0,
  errors: 0,
  blocked: 0,
  timed: 0,
  firstToken: { p50: null, p95: null },
  slowerThan: {},
});

/**
 * The report of an experiment read from its viewers' exposures and outcomes only (a holdout,
 * a layer experiment): the same aggregates, metrics and sample-ratio check as a split's, over
 * its window, said as `kind` (with its layer, for a layer experiment).
 */
export async function outcomeReport(
  db: Db,
  w: ExperimentWindow,
  head: Pick<ExperimentReport, 'kind' | 'layer'>,
): Promise<ExperimentReport> {
  const outcomes = await aggregateStats(db, w);
  const options = await experimentOptions(db, w.harnessId);
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
    ...head,
    label: w.label,
    percent: w.percent,
    experimentId: w.experimentId,
    salt: w.salt,
    phases: w.phases,
    design: w.design,
    startedAt: w.startedAt,
    endedAt: w.endedAt,
    history: [snapshotOf(snapshot, w.endedAt ?? undefined)],
    rollback: null,
  };
}
