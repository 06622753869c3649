import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ModelEndpoint } from '../types';

/** The same key and body as the preview's reader: the list is fetched once per session. */
export const modelEndpointsQueryKey = ['model-endpoints'] as const;

/** The endpoints configured on the server: names and models only, never URLs or keys. */
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
