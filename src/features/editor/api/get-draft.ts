import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Draft } from '../types';

export const draftQueryKey = (harnessId: string) => ['harnesses', harnessId, 'draft'] as const;

export function getDraft(harnessId: string): Promise<Draft> {
  return apiFetch<Draft>(`/harnesses/${encodeURIComponent(harnessId)}/draft`);
}

export const draftQueryOptions = (harnessId: string) =>
  queryOptions({ queryKey: draftQueryKey(harnessId), queryFn: () => getDraft(harnessId) });

export function useDraft(harnessId: string) {
  return useQuery(draftQueryOptions(harnessId));
}
