import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCase } from '../../../harness/evaluation';
import { apiFetch } from '../../../lib/api-client';

export const testCasesQueryKey = (harnessId: string) =>
  ['harnesses', harnessId, 'test-cases'] as const;

/** The suite, in order. */
export function getTestCases(harnessId: string): Promise<TestCase[]> {
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/test-cases`);
}

export const testCasesQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: testCasesQueryKey(harnessId),
    queryFn: () => getTestCases(harnessId),
  });

export function useTestCases(harnessId: string) {
  return useQuery(testCasesQueryOptions(harnessId));
}
