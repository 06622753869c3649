import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { TestCase } from '../../../harness';
import type { TraceTestCaseBody } from '../types';
import { tracesPath } from './paths';

/** `POST .../traces/{traceId}/test-case`: the trace's conversation and context as a case. */
export function saveTraceCase(
  harnessId: string,
  traceId: string,
  body: TraceTestCaseBody,
): Promise<TestCase> {
  return apiFetch(`${tracesPath(harnessId, traceId)}/test-case`, jsonBody('POST', body));
}

export function useSaveTraceCase(harnessId: string, traceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TraceTestCaseBody) => saveTraceCase(harnessId, traceId, body),
    // The tests page lists the suite under this key; it must show the new case.
    onSuccess: () => client.invalidateQueries({ queryKey: ['harnesses', harnessId, 'test-cases'] }),
  });
}
