import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { ShopBatchResult } from '../../../harness/overlay';
import type { Shop } from '../types';
import { shopsKey, shopsPath } from './paths';

interface BatchInput {
  harnessId: string;
  items: Shop[];
  /** Say what the batch would do, write nothing (the import's preview). */
  dryRun?: boolean;
}

export function batchShops({ harnessId, items, dryRun = false }: BatchInput) {
  const query = dryRun ? '?dryRun=true' : '';
  return apiFetch<ShopBatchResult>(
    `${shopsPath(harnessId)}/batch${query}`,
    jsonBody('POST', { items }),
  );
}

export function useBatchShops() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: batchShops,
    onSuccess: (result, { harnessId }) => {
      if (!result.dryRun) void client.invalidateQueries({ queryKey: shopsKey(harnessId) });
    },
  });
}
