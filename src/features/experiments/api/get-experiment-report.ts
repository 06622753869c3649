import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ExperimentReport } from '../types';

/**
 * An experiment's report by its id (a holdout's: `kind: "holdout"`, a layer experiment's:
 * `kind: "layer"`), refreshed every minute.
 */
export function useExperimentReport(experimentId: string | null) {
  return useQuery({
    queryKey: ['experiment-report', experimentId],
    queryFn: () =>
      apiFetch<ExperimentReport>(`/experiments/${encodeURIComponent(experimentId!)}/report`),
    enabled: experimentId !== null,
    refetchInterval: 60_000,
  });
}
