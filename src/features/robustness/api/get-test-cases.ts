import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCase } from '../../../harness/evaluation';
import { apiFetch } from '../../../lib/api-client';

// The same key and body as the tests screen's read of the suite, so both share one cache
// entry (and an edit of the suite refreshes the names here too).
export const testCasesQueryKey = (harnessId: string) =>
  ['harnesses', harnessId, 'test-cases'] as const;

/** The suite, in order: the report names cases by their names, not their ids. */
export function getTestCases(harnessId: string): Promise<TestCase[]> {
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/test-cases`);
}

export const testCasesQueryOptions = (harnessId: string) =>
  queryOptions({ queryKey: testCasesQueryKey(harnessId), queryFn: () => getTestCases(harnessId) });

export function useTestCases(harnessId: string) {
  return useQuery(testCasesQueryOptions(harnessId));
}
