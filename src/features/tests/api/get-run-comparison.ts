import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { RunComparisonResult } from '../types';
import { testRunQueryKey } from './get-test-run';

/** What changed from the base run to the head run, case by case. */
export function getRunComparison(
  harnessId: string,
  headRunId: string,
  baseRunId: string,
): Promise<RunComparisonResult> {
  const query = new URLSearchParams({ base: baseRunId });
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/test-runs/${encodeURIComponent(headRunId)}/compare?${query}`,
  );
}

export const runComparisonQueryOptions = (
  harnessId: string,
  headRunId: string,
  baseRunId: string,
) =>
  queryOptions({
    queryKey: [...testRunQueryKey(harnessId, headRunId), 'compare', baseRunId] as const,
    queryFn: () => getRunComparison(harnessId, headRunId, baseRunId),
    // A run still going reaches more cases: the comparison follows it until both have ended.
    refetchInterval: (query) =>
      query.state.data?.running.head || query.state.data?.running.base ? 2_000 : false,
  });

export function useRunComparison(harnessId: string, headRunId: string, baseRunId: string | null) {
  return useQuery({
    ...runComparisonQueryOptions(harnessId, headRunId, baseRunId ?? ''),
    enabled: baseRunId !== null,
  });
}
