import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { testCasesQueryKey } from '../../../lib/queries/test-cases';

export interface DeleteTestCaseInput {
  harnessId: string;
  caseId: string;
}

export function deleteTestCase({ harnessId, caseId }: DeleteTestCaseInput): Promise<void> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/test-cases/${encodeURIComponent(caseId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteTestCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTestCase,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: testCasesQueryKey(harnessId) }),
  });
}
