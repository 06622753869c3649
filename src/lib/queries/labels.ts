import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Label } from '../../harness/records';
import { apiFetch } from '../api-client';

// One key and body for every reader of GET /labels (publishing, runs, the route pages), so a
// label move refreshes them all.
export const labelsQueryKey = (harnessId: string) => ['harnesses', harnessId, 'labels'] as const;

function getLabels(harnessId: string): Promise<Label[]> {
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/labels`);
}

const labelsQueryOptions = (harnessId: string) =>
  queryOptions({ queryKey: labelsQueryKey(harnessId), queryFn: () => getLabels(harnessId) });

export function useLabels(harnessId: string) {
  return useQuery(labelsQueryOptions(harnessId));
}
