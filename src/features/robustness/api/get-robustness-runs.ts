import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { RobustnessRun } from '../types';
import { robustnessRunsKey, runsPath } from './paths';

/** Recent robustness runs, newest first. */
export function getRobustnessRuns(harnessId: string): Promise<RobustnessRun[]> {
  return apiFetch(`${runsPath(harnessId)}?limit=50`);
}

export const robustnessRunsQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: [...robustnessRunsKey(harnessId), 'list'],
    queryFn: () => getRobustnessRuns(harnessId),
    // Someone else's run moves on too: look again now and then while one is running.
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'running') ? 5_000 : false),
  });

export function useRobustnessRuns(harnessId: string) {
  return useQuery(robustnessRunsQueryOptions(harnessId));
}
