import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ShopDetail } from '../types';
import { shopKey, shopsPath } from './paths';

export function getShop(harnessId: string, shopId: string): Promise<ShopDetail> {
  return apiFetch(shopsPath(harnessId, shopId));
}

export const shopQueryOptions = (harnessId: string, shopId: string) =>
  queryOptions({
    queryKey: [...shopKey(harnessId, shopId), 'overlay'],
    queryFn: () => getShop(harnessId, shopId),
  });

export function useShop(harnessId: string, shopId: string) {
  return useQuery(shopQueryOptions(harnessId, shopId));
}
