import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ShopPage } from '../types';
import { shopsKey, shopsPath } from './paths';

/** One page is all the list renders at a time: 10,000 shops never reach the DOM at once. */
export const SHOPS_PAGE_SIZE = 50;

export interface ShopFilter {
  q: string;
  tag: string;
}

export function getShops(
  harnessId: string,
  filter: ShopFilter,
  cursor?: string,
): Promise<ShopPage> {
  const query = new URLSearchParams({ limit: String(SHOPS_PAGE_SIZE) });
  if (filter.q) query.set('q', filter.q);
  if (filter.tag) query.set('tag', filter.tag);
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`${shopsPath(harnessId)}?${query}`);
}

export const shopsQueryOptions = (harnessId: string, filter: ShopFilter) =>
  infiniteQueryOptions({
    queryKey: [...shopsKey(harnessId), 'list', filter.q, filter.tag],
    queryFn: ({ pageParam }) => getShops(harnessId, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the last result stays on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });

export function useShops(harnessId: string, filter: ShopFilter) {
  return useInfiniteQuery(shopsQueryOptions(harnessId, filter));
}
