import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { OverlayVersion } from '../types';
import { shopKey, shopsPath } from './paths';

interface VersionPage {
  items: OverlayVersion[];
  nextCursor: string | null;
}

/** The shop's overlay versions, newest first (immutable: each save is one). */
export function getOverlayVersions(harnessId: string, shopId: string, cursor?: string) {
  const query = new URLSearchParams({ limit: '10' });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<VersionPage>(`${shopsPath(harnessId, shopId)}/overlay/versions?${query}`);
}

export const overlayVersionsQueryOptions = (harnessId: string, shopId: string) =>
  infiniteQueryOptions({
    // Under the shop's key: a save refreshes the history with the form.
    queryKey: [...shopKey(harnessId, shopId), 'versions'],
    queryFn: ({ pageParam }) => getOverlayVersions(harnessId, shopId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useOverlayVersions(harnessId: string, shopId: string) {
  return useInfiniteQuery(overlayVersionsQueryOptions(harnessId, shopId));
}
