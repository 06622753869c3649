import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { LayerExperiment, LayerExperimentRequest } from '../../../harness/experiments/layers';
import { layersPath } from './get-layers';

export interface StartLayerExperimentInput {
  harnessId: string;
  label: string;
  /** An existing layer of the label, or a new name: the layer exists once this starts. */
  layer: string;
  body: LayerExperimentRequest;
}

export function startLayerExperiment({ harnessId, label, layer, body }: StartLayerExperimentInput) {
  return apiFetch<LayerExperiment>(
    `${layersPath(harnessId, label)}/${encodeURIComponent(layer)}/experiments`,
    jsonBody('POST', body),
  );
}

/** Starts an experiment in a layer, then reads the layers and labels (they carry it) again. */
export function useStartLayerExperiment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startLayerExperiment,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: ['harnesses', harnessId] }),
  });
}
