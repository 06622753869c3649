import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { TestRun } from '../types';

export const testRunsQueryKey = (harnessId: string) =>
  ['harnesses', harnessId, 'test-runs'] as const;

/** Recent runs, newest first. */
export function getTestRuns(harnessId: string): Promise<TestRun[]> {
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/test-runs`);
}

export const testRunsQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: testRunsQueryKey(harnessId),
    queryFn: () => getTestRuns(harnessId),
    // Someone else's run moves on too: look again now and then while one is running.
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'running') ? 5_000 : false),
  });

export function useTestRuns(harnessId: string) {
  return useQuery(testRunsQueryOptions(harnessId));
}
