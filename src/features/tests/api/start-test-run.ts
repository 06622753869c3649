import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { StartRunInput, TestRun } from '../types';
import { testRunsQueryKey } from './get-test-runs';

/** 202 with the run, already `running`; its progress comes from the events stream. */
export function startTestRun({ harnessId, target, endpoint }: StartRunInput): Promise<TestRun> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/test-runs`,
    jsonBody('POST', endpoint ? { target, endpoint } : { target }),
  );
}

export function useStartTestRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startTestRun,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: testRunsQueryKey(harnessId), exact: true }),
  });
}
