import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError, jsonBody } from '../../../lib/api-client';
import type { TestCase, TestCaseInput } from '../../../harness';

const casePath = (harnessId: string, caseId: string) =>
  `/harnesses/${encodeURIComponent(harnessId)}/test-cases/${encodeURIComponent(caseId)}`;

/** The stored case with this id, or null when there is none (the id is free). */
export async function findTestCase(harnessId: string, caseId: string): Promise<TestCase | null> {
  try {
    return await apiFetch<TestCase>(casePath(harnessId, caseId));
  } catch (err) {
    if (isApiError(err, 404)) return null;
    throw err;
  }
}

/** Creates the case, or replaces the one with its id (`PUT` is create-or-replace). */
export function putTestCase(harnessId: string, testCase: TestCaseInput): Promise<TestCase> {
  return apiFetch(casePath(harnessId, testCase.id), jsonBody('PUT', testCase));
}

export function usePutTestCase(harnessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (testCase: TestCaseInput) => putTestCase(harnessId, testCase),
    // The tests page lists the suite under this key; it must show the new case.
    onSuccess: () => client.invalidateQueries({ queryKey: ['harnesses', harnessId, 'test-cases'] }),
  });
}
