import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { RobustnessCell } from '../types';
import { robustnessRunKey } from './get-robustness-run';
import { runsPath } from './paths';

/** Every finished unit of a run (case x arm x endpoint): the heat map's cells. */
export function getRobustnessCells(harnessId: string, runId: string): Promise<RobustnessCell[]> {
  return apiFetch(`${runsPath(harnessId, runId)}/cells`);
}

export const robustnessCellsQueryOptions = (harnessId: string, runId: string, ended: boolean) =>
  queryOptions({
    queryKey: [...robustnessRunKey(harnessId, runId), 'cells'],
    queryFn: () => getRobustnessCells(harnessId, runId),
    staleTime: ended ? Infinity : 0,
  });

export function useRobustnessCells(harnessId: string, runId: string, ended: boolean) {
  return useQuery(robustnessCellsQueryOptions(harnessId, runId, ended));
}
