import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { HarnessOverview } from '../types';

export function getOverview(id: string): Promise<HarnessOverview> {
  return apiFetch<HarnessOverview>(`/harnesses/${encodeURIComponent(id)}/overview`);
}

// Under ['harnesses', id]: what refreshes the harness refreshes its overview.
export const overviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['harnesses', id, 'overview'], queryFn: () => getOverview(id) });

export function useOverview(id: string) {
  return useQuery(overviewQueryOptions(id));
}
