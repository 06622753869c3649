import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { appendAudit } from '../audit/audit-store';
import { getLabel, lockLabel } from '../labels/label-store';
import { endLayerRow } from './layer-end';
import { LAYERS_CHANNEL, runningLayerRows, toLayerExperiment, type LayerRow } from './layer-rows';
import { baseOf, bucketsFor, changesOf, checkApprovals, checkConflicts } from './layer-checks';
import {
  freeShareOf,
  layerExperimentRequestSchema,
  layerSaltOf,
  type LabelLayers,
  type LayerExperiment,
} from '../../../src/harness/experiments/layers';
import type { ExperimentDesign } from '../../../src/harness/experiments/design-schema';
import type { z } from 'zod';

/** The ended experiments a label's layers answer with (their reports stay reachable). */
const ENDED_SHOWN = 20;

type StartInput = z.output<typeof layerExperimentRequestSchema>;

/** The label's layers: running experiments by layer and first bucket, recent ended ones. */
export async function labelLayers(db: Db, harnessId: string, label: string): Promise<LabelLayers> {
  await getLabel(db, harnessId, label); // NotFound for a harness or label that is not there
  const running = (await runningLayerRows(db, [harnessId], label)).map(toLayerExperiment);
  const names = [...new Set(running.map((e) => e.layer))];
  const ended = await db.query<LayerRow>(
    `SELECT * FROM layer_experiments WHERE harness_id = ? AND label = ? AND ended_at IS NOT NULL
     ORDER BY ended_at DESC, experiment_id DESC LIMIT ?`,
    [harnessId, label, ENDED_SHOWN],
  );
  return {
    layers: names.map((name) => {
      const experiments = running.filter((e) => e.layer === name);
      return {
        name,
        salt: layerSaltOf(harnessId, label, name),
        freeShare: freeShareOf(experiments),
        experiments,
      };
    }),
    ended: ended.map(toLayerExperiment),
  };
}

/** One layer experiment by its id, with its harness and design; null when there is none. */
export async function layerExperimentById(
  db: Db,
  experimentId: string,
): Promise<(LayerExperiment & { harnessId: string; design: ExperimentDesign }) | null> {
  const [row] = await db.query<LayerRow>(
    'SELECT * FROM layer_experiments WHERE experiment_id = ?',
    [experimentId],
  );
  if (!row) return null;
  const design = JSON.parse(row.design) as ExperimentDesign;
  return { ...toLayerExperiment(row), harnessId: row.harness_id, design };
}

/**
 * Starts an experiment in a layer of a label. The label row is locked first, so the version
 * its changes are read against, the buckets taken and the rule in force are those of what it
 * serves, and two starts at once are decided one after the other; then the checks, in the
 * order the API promises (layer-checks.ts). Nothing is written unless all pass.
 */
export async function startLayerExperiment(
  db: Db,
  harnessId: string,
  label: string,
  layer: string,
  input: StartInput,
  actor: string,
): Promise<LayerExperiment> {
  return db.transaction(async (tx) => {
    await lockLabel(tx, harnessId, label);
    const current = await getLabel(tx, harnessId, label);
    const { version, share, percent, ...design } = input;
    const base = await baseOf(tx, current, version);
    const changes = await changesOf(tx, harnessId, base, version);
    const from = bucketsFor(current, layer, share);
    await checkConflicts(tx, current, layer, changes);
    await checkApprovals(tx, current, version);
    const id = `exp_${randomBytes(8).toString('hex')}`;
    const at = nowIso();
    const [row] = await tx.query<LayerRow>(
      `INSERT INTO layer_experiments (experiment_id, harness_id, label, layer, from_bucket, share,
         percent, base_version, version, changes, design, started_at, started_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      [
        id,
        harnessId,
        label,
        layer,
        from,
        share,
        percent,
        base,
        version,
        JSON.stringify(changes),
        JSON.stringify(design),
        at,
        actor,
      ],
    );
    const experiment = toLayerExperiment(row!);
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'layer.start',
      entity: `label/${label}`,
      before: null,
      after: experiment,
    });
    await tx.publish(LAYERS_CHANNEL, JSON.stringify({ harnessId, label, actor }));
    return experiment;
  });
}

/**
 * Ends a running experiment of a layer: its viewers are served what the label serves from
 * now on, and its buckets are free. Null when no experiment of that id runs in that layer.
 */
export async function endLayerExperiment(
  db: Db,
  harnessId: string,
  label: string,
  layer: string,
  experimentId: string,
  actor: string,
): Promise<LayerExperiment | null> {
  return db.transaction(async (tx) => {
    await getLabel(tx, harnessId, label); // NotFound for a label that is not there
    const experiment = await endLayerRow(tx, { harnessId, label, layer, experimentId }, actor);
    if (!experiment) return null;
    await tx.publish(LAYERS_CHANNEL, JSON.stringify({ harnessId, label, actor }));
    return experiment;
  });
}
