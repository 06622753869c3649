import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { TestRunDetail } from '../types';
import { testRunsQueryKey } from './get-test-runs';

export const testRunQueryKey = (harnessId: string, runId: string) =>
  [...testRunsQueryKey(harnessId), runId] as const;

/** A run with every case: verdicts, trials, answers and traces. */
export function getTestRun(harnessId: string, runId: string): Promise<TestRunDetail> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/test-runs/${encodeURIComponent(runId)}`,
  );
}

export const testRunQueryOptions = (harnessId: string, runId: string) =>
  queryOptions({
    queryKey: testRunQueryKey(harnessId, runId),
    queryFn: () => getTestRun(harnessId, runId),
    // An ended run never changes; a running one is refetched when its stream says done.
    staleTime: (q) => (q.state.data && q.state.data.status !== 'running' ? Infinity : 0),
  });

export function useTestRun(harnessId: string, runId: string) {
  return useQuery(testRunQueryOptions(harnessId, runId));
}
