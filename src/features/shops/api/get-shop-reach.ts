import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { ShopReach, ShopScope } from '../types';
import { shopsKey, shopsPath } from './paths';

/** A read sent as POST (a list scope may name thousands of shops): cached by the scope. */
export function getShopReach(harnessId: string, scope: ShopScope): Promise<ShopReach> {
  return apiFetch(`${shopsPath(harnessId)}/reach`, jsonBody('POST', { scope }));
}

export const shopReachQueryOptions = (harnessId: string, scope: ShopScope | null) =>
  queryOptions({
    queryKey: [...shopsKey(harnessId), 'reach', scope],
    queryFn: () => getShopReach(harnessId, scope!),
    enabled: scope !== null,
    // The count beside the control stays while the next one loads: no flicker as one types.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useShopReach(harnessId: string, scope: ShopScope | null) {
  return useQuery(shopReachQueryOptions(harnessId, scope));
}
