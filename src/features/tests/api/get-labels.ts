import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Label } from '../../../harness/records';

/** The same key and body as every reader of GET /labels, so a label move refreshes it too. */
export const labelsQueryKey = (harnessId: string) => ['harnesses', harnessId, 'labels'] as const;

export function getLabels(harnessId: string): Promise<Label[]> {
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/labels`);
}

export const labelsQueryOptions = (harnessId: string) =>
  queryOptions({ queryKey: labelsQueryKey(harnessId), queryFn: () => getLabels(harnessId) });

export function useLabels(harnessId: string) {
  return useQuery(labelsQueryOptions(harnessId));
}
