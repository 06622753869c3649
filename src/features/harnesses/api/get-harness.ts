import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Harness } from '../types';

export function getHarness(id: string): Promise<Harness> {
  return apiFetch<Harness>(`/harnesses/${encodeURIComponent(id)}`);
}

export const harnessQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['harnesses', id], queryFn: () => getHarness(id) });

export function useHarness(id: string) {
  return useQuery(harnessQueryOptions(id));
}
