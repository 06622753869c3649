import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCase } from '../../harness/evaluation';
import { apiFetch } from '../api-client';

// One key and body for the tests screen and the robustness report, so both share one cache
// entry (and an edit of the suite refreshes the names in the report too).
export const testCasesQueryKey = (harnessId: string) =>
  ['harnesses', harnessId, 'test-cases'] as const;

/** The suite, in order: the report names cases by their names, not their ids. */
function getTestCases(harnessId: string): Promise<TestCase[]> {
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/test-cases`);
}

const testCasesQueryOptions = (harnessId: string) =>
  queryOptions({ queryKey: testCasesQueryKey(harnessId), queryFn: () => getTestCases(harnessId) });

export function useTestCases(harnessId: string) {
  return useQuery(testCasesQueryOptions(harnessId));
}
