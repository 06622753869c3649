import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { RobustnessRun } from '../types';
import { robustnessRunsKey, runsPath } from './paths';

export const robustnessRunKey = (harnessId: string, runId: string) =>
  [...robustnessRunsKey(harnessId), 'run', runId] as const;

/** One run; `report` is null while it runs. */
export function getRobustnessRun(harnessId: string, runId: string): Promise<RobustnessRun> {
  return apiFetch(runsPath(harnessId, runId));
}

export const robustnessRunQueryOptions = (harnessId: string, runId: string) =>
  queryOptions({
    queryKey: robustnessRunKey(harnessId, runId),
    queryFn: () => getRobustnessRun(harnessId, runId),
    // An ended run never changes; a running one is refetched when its stream says done.
    staleTime: (q) => (q.state.data && q.state.data.status !== 'running' ? Infinity : 0),
  });

export function useRobustnessRun(harnessId: string, runId: string) {
  return useQuery(robustnessRunQueryOptions(harnessId, runId));
}
