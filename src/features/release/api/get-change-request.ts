import { queryOptions, useQuery } from '@tanstack/react-query';
import { changeRequestSchema } from '../../../harness/release';
import { apiFetch } from '../../../lib/api-client';
import { requestKey, requestsPath } from './paths';

export async function getChangeRequest(harnessId: string, n: number) {
  return changeRequestSchema.parse(await apiFetch(requestsPath(harnessId, n)));
}

export const changeRequestQueryOptions = (harnessId: string, n: number) =>
  queryOptions({
    queryKey: requestKey(harnessId, n),
    queryFn: () => getChangeRequest(harnessId, n),
  });

export function useChangeRequest(harnessId: string, n: number) {
  return useQuery(changeRequestQueryOptions(harnessId, n));
}
