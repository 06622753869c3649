import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { RobustnessResult } from '../types';
import { robustnessRunKey } from './get-robustness-run';
import { runsPath } from './paths';

export interface ResultsFilter {
  arm?: string;
  endpoint?: string;
  caseId?: string;
}

/** Stored results of a run, with their evaluations and traces, narrowed by the filter. */
export function getRobustnessResults(
  harnessId: string,
  runId: string,
  filter: ResultsFilter,
): Promise<RobustnessResult[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return apiFetch(`${runsPath(harnessId, runId)}/results?${query}`);
}

export const robustnessResultsQueryOptions = (
  harnessId: string,
  runId: string,
  filter: ResultsFilter,
) =>
  queryOptions({
    queryKey: [...robustnessRunKey(harnessId, runId), 'results', filter],
    queryFn: () => getRobustnessResults(harnessId, runId, filter),
    // Asked for once a run has ended: its results no longer change.
    staleTime: Infinity,
  });

export function useRobustnessResults(harnessId: string, runId: string, filter: ResultsFilter) {
  return useQuery(robustnessResultsQueryOptions(harnessId, runId, filter));
}
