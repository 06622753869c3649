import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Page, VersionSummary } from '../types';

export const versionsQueryKey = (harnessId: string) =>
  ['harnesses', harnessId, 'versions'] as const;

export function getVersions(harnessId: string, cursor?: string): Promise<Page<VersionSummary>> {
  const query = new URLSearchParams({ limit: '30' });
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/versions?${query}`);
}

export const versionsQueryOptions = (harnessId: string) =>
  infiniteQueryOptions({
    queryKey: versionsQueryKey(harnessId),
    queryFn: ({ pageParam }) => getVersions(harnessId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useVersions(harnessId: string) {
  return useInfiniteQuery(versionsQueryOptions(harnessId));
}
