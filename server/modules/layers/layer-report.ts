import type { Db } from '../../db/db';
import { getLabel } from '../labels/label-store';
import type { ExperimentReport } from '../../../src/harness/experiments';
import type { ExperimentDesign } from '../../../src/harness/experiments/design-schema';
import type { LayerExperiment } from '../../../src/harness/experiments/layers';
import { outcomeReport } from '../experiments/window-report';

/**
 * `GET /experiments/{experimentId}/report` for a layer experiment: its control is what the
 * label serves, its treatment the version whose changed entities it gets on top, over its
 * viewers only (its buckets of the layer), from its start to its end.
 */
export async function layerReport(
  db: Db,
  harnessId: string,
  e: LayerExperiment & { design: ExperimentDesign },
): Promise<ExperimentReport> {
  const label = await getLabel(db, harnessId, e.label);
  return outcomeReport(
    db,
    {
      harnessId,
      label: e.label,
      experimentId: e.experimentId,
      salt: e.salt,
      control: label.version ?? e.baseVersion,
      treatment: e.version,
      percent: e.percent,
      phases: [{ percent: e.percent, from: e.startedAt, to: e.endedAt }],
      design: e.design,
      guardrails: [],
      startedAt: e.startedAt,
      endedAt: e.endedAt,
      endedBy: null,
    },
    { kind: 'layer', layer: { name: e.layer, share: e.share } },
  );
}
