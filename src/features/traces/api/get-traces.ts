import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { filterToSearch, type TraceFilterState } from '../model/filter';
import type { Page, TraceSummary } from '../types';
import { tracesKey, tracesPath } from './paths';

export const TRACES_PAGE_SIZE = 50;

export function getTraces(
  harnessId: string,
  filter: TraceFilterState,
  cursor?: string,
): Promise<Page<TraceSummary>> {
  const query = filterToSearch(filter);
  query.set('limit', String(TRACES_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`${tracesPath(harnessId)}?${query}`);
}

export const tracesQueryOptions = (harnessId: string, filter: TraceFilterState) =>
  infiniteQueryOptions({
    queryKey: [...tracesKey(harnessId), 'list', filterToSearch(filter).toString()],
    queryFn: ({ pageParam }) => getTraces(harnessId, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new filter keeps the last list on screen until its first page comes.
    placeholderData: keepPreviousData,
  });

export function useTraces(harnessId: string, filter: TraceFilterState) {
  return useInfiniteQuery(tracesQueryOptions(harnessId, filter));
}
