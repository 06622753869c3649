import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { StoredRun } from '../run-types';

/** The same key the tests page gives a run, so an opened run is not fetched twice. */
export const storedRunQueryKey = (harnessId: string, runId: string) =>
  ['harnesses', harnessId, 'test-runs', runId] as const;

/** A suite run with every case, its verdict, records and (newer runs) its events. */
export function getStoredRun(harnessId: string, runId: string): Promise<StoredRun> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/test-runs/${encodeURIComponent(runId)}`,
  );
}

export const storedRunQueryOptions = (harnessId: string, runId: string) =>
  queryOptions({
    queryKey: storedRunQueryKey(harnessId, runId),
    queryFn: () => getStoredRun(harnessId, runId),
    // A replay shows the run as it is when opened; an ended run never changes.
    staleTime: Infinity,
  });

/** Disabled without a run id (the preview opened without `?run=`). */
export function useStoredRun(harnessId: string, runId: string | null) {
  return useQuery({ ...storedRunQueryOptions(harnessId, runId ?? ''), enabled: !!runId });
}
