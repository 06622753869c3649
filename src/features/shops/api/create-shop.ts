import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { Shop, ShopRecord } from '../types';
import { shopsKey, shopsPath } from './paths';

export function createShop({ harnessId, shop }: { harnessId: string; shop: Shop }) {
  return apiFetch<ShopRecord>(shopsPath(harnessId), jsonBody('POST', shop));
}

export function useCreateShop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createShop,
    onSuccess: (_s, { harnessId }) => client.invalidateQueries({ queryKey: shopsKey(harnessId) }),
  });
}
