import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { ImportSuiteInput, ImportSuiteResult } from '../types';
import { testCasesQueryKey } from '../../../lib/queries/test-cases';

/**
 * All or nothing: a file with any problem is refused with 422, whose problem lists each one
 * (`errors[].pointer` under `/text`, and `diagnostics[]` with the file's line).
 */
export function importTestCases({
  harnessId,
  ...body
}: ImportSuiteInput): Promise<ImportSuiteResult> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/test-cases/import`,
    jsonBody('POST', body),
  );
}

export function useImportTestCases() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importTestCases,
    onSuccess: (_r, { harnessId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: testCasesQueryKey(harnessId) }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
