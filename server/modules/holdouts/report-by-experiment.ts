import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { visibleHarness } from '../shared/access';
import { experimentReport } from '../experiments/experiment-report';
import type { ExperimentReport } from '../../../src/harness/experiments';
import { holdoutById } from './holdout-store';
import { holdoutReport } from './holdout-report';
import { layerExperimentById } from '../layers/layer-store';
import { layerReport } from '../layers/layer-report';

/**
 * The report of an experiment named by its id: a holdout's, a layer experiment's, or a split's
 * when it is its label's latest (the report a label answers). Null when there is none the
 * caller may see.
 */
export async function reportByExperiment(
  c: Context<AppEnv>,
  experimentId: string,
): Promise<ExperimentReport | null> {
  const { db } = c.var.deps;
  const holdout = await holdoutById(db, experimentId);
  if (holdout) {
    await visibleHarness(c, holdout.harnessId);
    return holdoutReport(db, holdout.harnessId, holdout);
  }
  const layered = await layerExperimentById(db, experimentId);
  if (layered) {
    await visibleHarness(c, layered.harnessId);
    return layerReport(db, layered.harnessId, layered);
  }
  // A split's experiment is stored with the moves that set it (JSON with its id).
  const [move] = await db.query<{ harness_id: string; label: string }>(
    `SELECT harness_id, label FROM label_moves WHERE to_split_experiment LIKE ?
     ORDER BY id DESC LIMIT 1`,
    [`%${JSON.stringify(experimentId)}%`],
  );
  if (!move) return null;
  await visibleHarness(c, move.harness_id);
  const report = await experimentReport(db, move.harness_id, move.label);
  return report.experimentId === experimentId ? { ...report, kind: 'split' } : null;
}
