import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestCase } from '../../../harness/evaluation';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { testCasesQueryKey } from '../../../lib/queries/test-cases';

export interface PutTestCaseInput {
  harnessId: string;
  testCase: TestCase;
}

/** Replaces one stored case (`PUT .../test-cases/:caseId`). */
export function putTestCase({ harnessId, testCase }: PutTestCaseInput): Promise<TestCase> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/test-cases/${encodeURIComponent(testCase.id)}`,
    jsonBody('PUT', testCase),
  );
}

export function usePutTestCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putTestCase,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: testCasesQueryKey(harnessId) }),
  });
}
