import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { LabelLayers } from '../../../harness/experiments/layers';

/** `/harnesses/{id}/labels/{label}/layers`: where a label's layers are read and started. */
export const layersPath = (harnessId: string, label: string) =>
  `/harnesses/${encodeURIComponent(harnessId)}/labels/${encodeURIComponent(label)}/layers`;

export const layersQueryOptions = (harnessId: string, label: string) =>
  queryOptions({
    queryKey: ['harnesses', harnessId, 'layers', label],
    queryFn: () => apiFetch<LabelLayers>(layersPath(harnessId, label)),
  });

/** The label's layers with their running experiments, and the recently ended ones. */
export function useLayers(harnessId: string, label: string) {
  return useQuery(layersQueryOptions(harnessId, label));
}
