import type { Db } from '../../db/db';
import {
  layerSaltOf,
  type LayerChange,
  type LayerExperiment,
  type ServedLayerExperiment,
} from '../../../src/harness/experiments/layers';
import type { ExperimentDesign } from '../../../src/harness/experiments/design-schema';

// Rows of layer_experiments as the API answers them. The label store reads the running ones
// with every label, so this file imports nothing of the labels module (no cycle).

/** Announced after a layer experiment starts or ends: delivery caches re-read the label. */
export const LAYERS_CHANNEL = 'hs_layers';

export interface LayerRow {
  experiment_id: string;
  harness_id: string;
  label: string;
  layer: string;
  from_bucket: number;
  share: number;
  percent: number;
  base_version: number;
  version: number;
  changes: string;
  design: string;
  started_at: string;
  started_by: string;
  ended_at: string | null;
  ended_by: string | null;
}

export const toLayerExperiment = (r: LayerRow): LayerExperiment => ({
  ...(JSON.parse(r.design) as ExperimentDesign),
  experimentId: r.experiment_id,
  label: r.label,
  layer: r.layer,
  layerSalt: layerSaltOf(r.harness_id, r.label, r.layer),
  from: Number(r.from_bucket),
  share: Number(r.share),
  percent: Number(r.percent),
  salt: r.experiment_id,
  baseVersion: Number(r.base_version),
  version: Number(r.version),
  changes: JSON.parse(r.changes) as LayerChange[],
  startedAt: r.started_at,
  endedAt: r.ended_at,
});

/** What serving needs of a running experiment (servedLayerExperimentSchema's fields). */
export const toServedLayer = (r: LayerRow): ServedLayerExperiment => ({
  experimentId: r.experiment_id,
  layer: r.layer,
  layerSalt: layerSaltOf(r.harness_id, r.label, r.layer),
  from: Number(r.from_bucket),
  share: Number(r.share),
  percent: Number(r.percent),
  salt: r.experiment_id,
  version: Number(r.version),
  changes: JSON.parse(r.changes) as LayerChange[],
});

/** Running layer experiments of these harnesses (one label's when `label` is given). */
export async function runningLayerRows(
  db: Db,
  harnessIds: readonly string[],
  label?: string,
): Promise<LayerRow[]> {
  if (harnessIds.length === 0) return [];
  const params: string[] = [...harnessIds];
  let where = `harness_id IN (${harnessIds.map(() => '?').join(', ')}) AND ended_at IS NULL`;
  if (label !== undefined) {
    where += ' AND label = ?';
    params.push(label);
  }
  return db.query<LayerRow>(
    `SELECT * FROM layer_experiments WHERE ${where} ORDER BY layer, from_bucket`,
    params,
  );
}

/** The running experiments by harness and label, for labels read in bulk. */
export async function servedLayersOf(
  db: Db,
  harnessIds: readonly string[],
  label?: string,
): Promise<Map<string, ServedLayerExperiment[]>> {
  const out = new Map<string, ServedLayerExperiment[]>();
  for (const r of await runningLayerRows(db, harnessIds, label)) {
    const key = `${r.harness_id}\n${r.label}`;
    const list = out.get(key) ?? [];
    list.push(toServedLayer(r));
    out.set(key, list);
  }
  return out;
}

/** The label's layers, absent when none runs (as `holdout`): every other label reads as before. */
export const withLayers = <L extends { harnessId: string; name: string }>(
  label: L,
  layers: ReadonlyMap<string, ServedLayerExperiment[]>,
): L & { layers?: ServedLayerExperiment[] } => {
  const running = layers.get(`${label.harnessId}\n${label.name}`);
  return running ? { ...label, layers: running } : label;
};

/** Every layer experiment of a harness, running or ended, oldest first (timelines). */
export async function layerExperimentsOf(
  db: Db,
  harnessId: string,
): Promise<Array<LayerExperiment & { design: ExperimentDesign }>> {
  const rows = await db.query<LayerRow>(
    'SELECT * FROM layer_experiments WHERE harness_id = ? ORDER BY started_at, experiment_id',
    [harnessId],
  );
  return rows.map((r) => ({
    ...toLayerExperiment(r),
    design: JSON.parse(r.design) as ExperimentDesign,
  }));
}
