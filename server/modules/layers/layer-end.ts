import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { appendAudit } from '../audit/audit-store';
import { toLayerExperiment, type LayerRow } from './layer-rows';
import type { LayerExperiment } from '../../../src/harness/experiments/layers';

/**
 * Ends one running layer experiment of a label (in `layer`, when named), audited `layer.end`
 * with the `reason` when the end was not asked for; null when no such experiment runs. The
 * caller announces it once for all it ends.
 */
export async function endLayerRow(
  tx: Db,
  at: { harnessId: string; label: string; layer?: string; experimentId: string },
  actor: string,
  reason?: string,
): Promise<LayerExperiment | null> {
  const [row] = await tx.query<LayerRow>(
    `UPDATE layer_experiments SET ended_at = ?, ended_by = ?
     WHERE harness_id = ? AND label = ? AND layer = COALESCE(?, layer) AND experiment_id = ?
       AND ended_at IS NULL RETURNING *`,
    [nowIso(), actor, at.harnessId, at.label, at.layer ?? null, at.experimentId],
  );
  if (!row) return null;
  const experiment = toLayerExperiment(row);
  await appendAudit(tx, {
    actor,
    harnessId: at.harnessId,
    action: 'layer.end',
    entity: `label/${at.label}`,
    before: { ...experiment, endedAt: null },
    after: reason === undefined ? experiment : { ...experiment, reason },
  });
  return experiment;
}
