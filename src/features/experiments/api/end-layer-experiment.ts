import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { LayerExperiment } from '../../../harness/experiments/layers';
import { layersPath } from './get-layers';

export interface EndLayerExperimentInput {
  harnessId: string;
  label: string;
  layer: string;
  experimentId: string;
}

export function endLayerExperiment({
  harnessId,
  label,
  layer,
  experimentId,
}: EndLayerExperimentInput) {
  return apiFetch<LayerExperiment>(
    `${layersPath(harnessId, label)}/${encodeURIComponent(layer)}/experiments/${encodeURIComponent(experimentId)}`,
    { method: 'DELETE' },
  );
}

/** Ends a running layer experiment (its buckets are free again); its report stays. */
export function useEndLayerExperiment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endLayerExperiment,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: ['harnesses', harnessId] }),
  });
}
