import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import type { TestRun } from '../types';
import { getTestRuns, testRunsQueryKey } from './get-test-runs';

const isFinishedOf = (version: number) => (r: TestRun) =>
  r.version === version && r.status === 'finished';

/**
 * The newest finished run of a version (what the publish gate judges), or null. The server
 * filters with `?version=&status=finished&limit=1`; a server without those filters refuses
 * the query (400), so then the recent runs are filtered here instead.
 */
export async function getLatestFinishedRun(
  harnessId: string,
  version: number,
): Promise<TestRun | null> {
  const query = new URLSearchParams({ version: String(version), status: 'finished', limit: '1' });
  let runs: TestRun[];
  try {
    runs = await apiFetch<TestRun[]>(
      `/harnesses/${encodeURIComponent(harnessId)}/test-runs?${query}`,
    );
  } catch (err) {
    if (!isApiError(err, 400)) throw err;
    runs = await getTestRuns(harnessId);
  }
  return runs.find(isFinishedOf(version)) ?? null;
}

export const latestFinishedRunQueryOptions = (harnessId: string, version: number) =>
  queryOptions({
    queryKey: [...testRunsQueryKey(harnessId), 'latest-finished', version] as const,
    queryFn: () => getLatestFinishedRun(harnessId, version),
  });

export function useLatestFinishedRun(harnessId: string, version: number | null) {
  return useQuery({
    ...latestFinishedRunQueryOptions(harnessId, version ?? 0),
    enabled: version !== null,
  });
}
