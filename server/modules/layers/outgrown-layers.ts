import type { Db } from '../../db/db';
import { getVersionMeta } from '../versions/version-store';
import { LAYERS_CHANNEL, runningLayerRows, toLayerExperiment } from './layer-rows';
import { endLayerRow } from './layer-end';
import type { Label } from '../../../src/harness/records';
import type {
  LayerChange,
  LayerExperiment,
  ServedLayerExperiment,
} from '../../../src/harness/experiments/layers';

// A layer experiment compares its treatment's entities against what they were in the version
// it started on. A release that changes one of them (a new version, a split, a rollback, a
// schedule's start or end) would have its change undone for the treatment's viewers, or hidden,
// and the report would compare something else than what was started. The release goes ahead
// (it is never refused for an experiment: a rollback must always be possible) and the
// experiment ends with it, in the same transaction, audited, its streams told.

const idOf = (c: LayerChange) => `${c.kind}\n${c.key}`;

/** The first entity the experiment changes that `served` holds otherwise than its base. */
function outgrownBy(
  e: LayerExperiment,
  base: Map<string, string>,
  served: Map<string, string>,
): LayerChange | null {
  return e.changes.find((c) => served.get(idOf(c)) !== base.get(idOf(c))) ?? null;
}

/**
 * Ends the running layer experiments of a label being moved (`before`: as it was) whose
 * changed entities are not, in every version it serves after the move (`served`: its version
 * and its split's), what they were in the version the experiment started on. Returns the
 * layer experiments still running (undefined: none).
 */
export async function endOutgrownLayers(
  tx: Db,
  before: Pick<Label, 'harnessId' | 'name' | 'layers'>,
  served: readonly number[],
  actor: string,
): Promise<ServedLayerExperiment[] | undefined> {
  if (!before.layers?.length) return undefined;
  const { harnessId, name: label } = before;
  const rows = await runningLayerRows(tx, [harnessId], label);
  const manifests = new Map<number, Map<string, string>>();
  const manifestOf = async (version: number) => {
    let m = manifests.get(version);
    if (!m) {
      const v = await getVersionMeta(tx, harnessId, version);
      m = new Map(v.manifest.map((e) => [idOf(e), e.hash]));
      manifests.set(version, m);
    }
    return m;
  };
  const ended: LayerExperiment[] = [];
  for (const row of rows) {
    const e = toLayerExperiment(row);
    const base = await manifestOf(e.baseVersion);
    let change: LayerChange | null = null;
    let version = e.baseVersion;
    for (const v of served) {
      change = outgrownBy(e, base, await manifestOf(v));
      version = v;
      if (change) break;
    }
    if (!change) continue;
    const reason = `The label now serves version ${version}, whose ${change.kind} "${change.key}" differs from the experiment's base.`;
    const experiment = await endLayerRow(
      tx,
      { harnessId, label, experimentId: e.experimentId },
      actor,
      reason,
    );
    if (experiment) ended.push(experiment);
  }
  if (ended.length === 0) return before.layers;
  await tx.publish(LAYERS_CHANNEL, JSON.stringify({ harnessId, label, actor }));
  const left = before.layers.filter((l) => !ended.some((e) => e.experimentId === l.experimentId));
  return left.length > 0 ? left : undefined;
}
