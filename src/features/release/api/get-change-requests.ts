import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { changeRequestSchema } from '../../../harness/release';
import { pageSchema } from '../../../harness/records';
import { apiFetch } from '../../../lib/api-client';
import type { RequestFilter } from '../types';
import { requestsKey, requestsPath } from './paths';

export const REQUESTS_PAGE_SIZE = 50;

const requestPage = pageSchema(changeRequestSchema);

/** The list's query: the filters set, or `awaiting=me` (what the caller may approve and has not). */
export type RequestQuery = Partial<RequestFilter> & { awaiting?: 'me' };

export async function getChangeRequests(harnessId: string, filter: RequestQuery, cursor?: string) {
  const query = new URLSearchParams();
  for (const key of ['state', 'label', 'shop', 'author', 'awaiting'] as const) {
    const value = filter[key]?.trim();
    if (value) query.set(key, value);
  }
  query.set('limit', String(REQUESTS_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return requestPage.parse(await apiFetch(`${requestsPath(harnessId)}?${query}`));
}

export const changeRequestsQueryOptions = (harnessId: string, filter: RequestQuery) =>
  infiniteQueryOptions({
    queryKey: [...requestsKey(harnessId), 'list', filter],
    queryFn: ({ pageParam }) => getChangeRequests(harnessId, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new filter loads, the last result stays on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });

export function useChangeRequests(harnessId: string, filter: RequestQuery) {
  return useInfiniteQuery(changeRequestsQueryOptions(harnessId, filter));
}
