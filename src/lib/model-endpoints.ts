import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModelEndpoint } from '../harness/records';
import { apiFetch } from './api-client';

export type { ModelEndpoint };

// Read by the preview and the test runner alike: one key, fetched once per session.
export const modelEndpointsQueryKey = ['model-endpoints'] as const;

export function getModelEndpoints(): Promise<{ items: ModelEndpoint[] }> {
  return apiFetch('/model-endpoints');
}

export const modelEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: modelEndpointsQueryKey,
    queryFn: getModelEndpoints,
    select: (data) => data.items,
    // Server configuration: it changes on a restart only.
    staleTime: 5 * 60_000,
  });

export function useModelEndpoints() {
  return useQuery(modelEndpointsQueryOptions());
}
