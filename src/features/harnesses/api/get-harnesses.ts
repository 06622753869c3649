import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { HarnessListItem, Page } from '../types';

export function getHarnesses(cursor?: string): Promise<Page<HarnessListItem>> {
  const query = new URLSearchParams({ limit: '50' });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<Page<HarnessListItem>>(`/harnesses?${query}`);
}

export const harnessesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['harnesses'],
    queryFn: ({ pageParam }) => getHarnesses(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useHarnesses() {
  return useInfiniteQuery(harnessesQueryOptions());
}
