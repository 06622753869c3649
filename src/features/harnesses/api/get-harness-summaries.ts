import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { HarnessSummary, Page } from '../types';

/** A hundred at a time: the home page filters what it has loaded as you type. */
export function getHarnessSummaries(cursor?: string): Promise<Page<HarnessSummary>> {
  const query = new URLSearchParams({ limit: '100' });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<Page<HarnessSummary>>(`/harness-summaries?${query}`);
}

// Its own key: under ['harnesses', ...] it would share a harness named "summaries"'s key.
export const harnessSummariesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['harness-summaries'],
    queryFn: ({ pageParam }) => getHarnessSummaries(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useHarnessSummaries() {
  return useInfiniteQuery(harnessSummariesQueryOptions());
}
