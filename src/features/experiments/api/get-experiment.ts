import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ExperimentReport } from '../types';

export const experimentPath = (harnessId: string, label: string) =>
  `/harnesses/${encodeURIComponent(harnessId)}/labels/${encodeURIComponent(label)}/experiment`;

export function getExperiment(harnessId: string, label: string): Promise<ExperimentReport> {
  return apiFetch(experimentPath(harnessId, label));
}

/** Refreshed every minute: the intervals are always valid, so looking often is safe. */
export const experimentQueryOptions = (harnessId: string, label: string) =>
  queryOptions({
    queryKey: ['experiment', harnessId, label],
    queryFn: () => getExperiment(harnessId, label),
    refetchInterval: 60_000,
  });

export function useExperiment(harnessId: string, label: string) {
  return useQuery(experimentQueryOptions(harnessId, label));
}
