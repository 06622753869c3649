import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { ShopRecord } from '../types';
import { shopsKey, shopsPath } from './paths';

export interface ShopChange {
  name?: string;
  tags?: string[];
}

export function updateShop({
  harnessId,
  shopId,
  change,
}: {
  harnessId: string;
  shopId: string;
  change: ShopChange;
}) {
  return apiFetch<ShopRecord>(shopsPath(harnessId, shopId), jsonBody('PATCH', change));
}

export function useUpdateShop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    // Tags decide which campaigns reach the shop: its lists, reach counts and merge change.
    onSuccess: (_s, { harnessId }) => client.invalidateQueries({ queryKey: shopsKey(harnessId) }),
  });
}
