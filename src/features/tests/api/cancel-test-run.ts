import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { TestRun } from '../types';
import { testRunsQueryKey } from './get-test-runs';

export interface CancelTestRunInput {
  harnessId: string;
  runId: string;
}

/** Ends the run `cancelled`, keeping the cases done so far; 409 when it has already ended. */
export function cancelTestRun({ harnessId, runId }: CancelTestRunInput): Promise<TestRun> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/test-runs/${encodeURIComponent(runId)}/cancel`,
    { method: 'POST' },
  );
}

export function useCancelTestRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelTestRun,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: testRunsQueryKey(harnessId) }),
  });
}
