import type { Db } from '../../db/db';
import { listAudit } from '../audit/audit-store';
import {
  experimentArmOf,
  experimentRollbackSchema,
  guardrailStatus,
  metricsOf,
  sampleRatioMismatch,
  type ArmStats,
  type ExperimentReport,
} from '../../../src/harness/experiments';
import { armTurns } from './arm-latency';
import { experimentOptions } from './experiment-options';
import { experimentWindow, type ExperimentWindow } from './experiment-window';
import { listLooks, snapshotOf } from './looks-store';
import { aggregateStats } from './aggregates/aggregate-stats';
import { giveWay } from './aggregates/give-way';

/**
 * Both arms' sufficient statistics (exposed viewers' outcomes, from the sums kept at ingest;
 * traced turns) and exposures.
 */
export async function armStatsOf(db: Db, w: ExperimentWindow) {
  const slowLimits = w.guardrails.flatMap((g) => (g.kind === 'first_token_p95' ? [g.maxMs] : []));
  const outcomes = await aggregateStats(db, w);
  await giveWay(db);
  const turns = await armTurns(db, w, slowLimits);
  const arms: [ArmStats, ArmStats] = [
    { version: w.control, ...outcomes.control, turns: turns.control },
    { version: w.treatment, ...outcomes.treatment, turns: turns.treatment },
  ];
  return { arms, exposures: outcomes.exposures };
}

/** The report's figures at this moment, without the history (what a look records). */
export async function currentFigures(db: Db, w: ExperimentWindow) {
  const { arms, exposures } = await armStatsOf(db, w);
  await giveWay(db);
  const [control, treatment] = arms;
  const options = await experimentOptions(db, w.harnessId);
  const { first, expectedTreatment } = exposures;
  const total = first.control + first.treatment;
  return {
    arms: [experimentArmOf(control, 'control'), experimentArmOf(treatment, 'treatment')],
    metrics: metricsOf(control, treatment, options, w.design),
    // Each viewer is expected in the treatment by the share in force when it came.
    srm: sampleRatioMismatch(
      [first.control, first.treatment],
      [total - expectedTreatment, expectedTreatment],
    ),
    exposures: { ...first, expectedTreatment, crossed: exposures.crossed },
    guardrails: w.guardrails.map((g) => guardrailStatus(g, control, treatment, options)),
  };
}

/** The guardrail rollback that ended the window, with its figures, if one did. */
async function rollbackOf(db: Db, w: ExperimentWindow): Promise<ExperimentReport['rollback']> {
  if (!w.endedBy || !w.endedAt || w.endedBy.actor !== 'system') return null;
  // Written in the move's transaction, a moment after it: matched by the move's id.
  const to = new Date(Date.parse(w.endedAt) + 60_000).toISOString();
  const page = await listAudit(db, {
    harnessId: w.harnessId,
    actor: 'system',
    from: w.endedAt,
    to,
    limit: 100,
  });
  for (const entry of page.items) {
    if (entry.action !== 'experiment.rollback') continue;
    const parsed = experimentRollbackSchema.safeParse(entry.after);
    if (parsed.success && parsed.data.moveId === w.endedBy.id) return parsed.data;
  }
  return null;
}

/** `GET /harnesses/{id}/labels/{label}/experiment`. */
export async function experimentReport(
  db: Db,
  harnessId: string,
  label: string,
): Promise<ExperimentReport> {
  const w = await experimentWindow(db, harnessId, label);
  await giveWay(db);
  const figures = await currentFigures(db, w);
  await giveWay(db);
  const looks = await listLooks(db, w);
  await giveWay(db);
  return {
    ...figures,
    label,
    percent: w.percent,
    experimentId: w.experimentId,
    salt: w.salt,
    phases: w.phases,
    design: w.design,
    startedAt: w.startedAt,
    endedAt: w.endedAt,
    history: [...looks, snapshotOf(figures, w.endedAt ?? undefined)],
    rollback: await rollbackOf(db, w),
  };
}
