import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Trace } from '../types';
import { tracesKey, tracesPath } from './paths';

export function getTrace(harnessId: string, traceId: string): Promise<Trace> {
  return apiFetch(tracesPath(harnessId, traceId));
}

/** A trace never changes once written: it is read once. */
export const traceQueryOptions = (harnessId: string, traceId: string) =>
  queryOptions({
    queryKey: [...tracesKey(harnessId), 'one', traceId],
    queryFn: () => getTrace(harnessId, traceId),
    staleTime: Infinity,
  });

export function useTrace(harnessId: string, traceId: string) {
  return useQuery(traceQueryOptions(harnessId, traceId));
}
