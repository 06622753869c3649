import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { HarnessDiff } from '../types';
import { robustnessRunKey } from './get-robustness-run';
import { runsPath } from './paths';

/** How an arm's harness differs from the one the run tested (original -> variant). */
export function getArmDiff(harnessId: string, runId: string, armId: string): Promise<HarnessDiff> {
  return apiFetch(`${runsPath(harnessId, runId)}/arms/${encodeURIComponent(armId)}/diff`);
}

export const armDiffQueryOptions = (harnessId: string, runId: string, armId: string) =>
  queryOptions({
    queryKey: [...robustnessRunKey(harnessId, runId), 'arm-diff', armId],
    queryFn: () => getArmDiff(harnessId, runId, armId),
    // An arm is rebuilt from its seed: the same every time.
    staleTime: Infinity,
  });

export function useArmDiff(harnessId: string, runId: string, armId: string) {
  return useQuery(armDiffQueryOptions(harnessId, runId, armId));
}
