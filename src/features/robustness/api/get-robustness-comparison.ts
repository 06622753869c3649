import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { RobustnessComparison } from '../types';
import { robustnessRunKey } from './get-robustness-run';
import { runsPath } from './paths';

/** Which family got worse from the base run to this one. */
export function getRobustnessComparison(
  harnessId: string,
  runId: string,
  base: string,
): Promise<RobustnessComparison> {
  const query = new URLSearchParams({ base });
  return apiFetch(`${runsPath(harnessId, runId)}/compare?${query}`);
}

export const robustnessComparisonQueryOptions = (harnessId: string, runId: string, base: string) =>
  queryOptions({
    queryKey: [...robustnessRunKey(harnessId, runId), 'compare', base],
    queryFn: () => getRobustnessComparison(harnessId, runId, base),
    staleTime: Infinity,
  });

export function useRobustnessComparison(harnessId: string, runId: string, base: string | null) {
  return useQuery({
    ...robustnessComparisonQueryOptions(harnessId, runId, base ?? ''),
    enabled: base !== null,
  });
}
