import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { MergedShop } from '../types';
import { shopKey, shopsPath } from './paths';

/** What the shop's host runs on `source` (`draft`, `3`, `label:production`) of the base. */
export function getMergedShop(harnessId: string, shopId: string, source: string) {
  const query = new URLSearchParams({ source });
  return apiFetch<MergedShop>(`${shopsPath(harnessId, shopId)}/merged?${query}`);
}

export const mergedShopQueryOptions = (harnessId: string, shopId: string, source: string) =>
  queryOptions({
    queryKey: [...shopKey(harnessId, shopId), 'merged', source],
    queryFn: () => getMergedShop(harnessId, shopId, source),
  });

export function useMergedShop(harnessId: string, shopId: string, source: string) {
  return useQuery(mergedShopQueryOptions(harnessId, shopId, source));
}
