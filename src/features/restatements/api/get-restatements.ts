import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Restatement, RestatementStatus } from '../types';
import { restatementsKey, restatementsPath } from './paths';

export function getRestatements(
  harnessId: string,
  status?: RestatementStatus,
): Promise<Restatement[]> {
  const query = status ? `?status=${status}` : '';
  return apiFetch(`${restatementsPath(harnessId)}${query}`);
}

export const restatementsQueryOptions = (harnessId: string, status?: RestatementStatus) =>
  queryOptions({
    queryKey: [...restatementsKey(harnessId), status ?? 'all'],
    queryFn: () => getRestatements(harnessId, status),
  });

export function useRestatements(harnessId: string, status?: RestatementStatus) {
  return useQuery(restatementsQueryOptions(harnessId, status));
}
