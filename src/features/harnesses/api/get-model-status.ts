import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ModelStatus } from '../types';

export function getModelStatus(endpoint: string): Promise<ModelStatus> {
  return apiFetch<ModelStatus>(`/model-endpoints/${encodeURIComponent(endpoint)}/status`);
}

export const modelStatusQueryOptions = (endpoint: string) =>
  queryOptions({
    queryKey: ['model-endpoints', endpoint, 'status'],
    queryFn: () => getModelStatus(endpoint),
    // Someone may start the model server while reading: look again now and then.
    refetchInterval: 30_000,
  });

export function useModelStatus(endpoint: string | undefined) {
  return useQuery({ ...modelStatusQueryOptions(endpoint ?? ''), enabled: !!endpoint });
}
