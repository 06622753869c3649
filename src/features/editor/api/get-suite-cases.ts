import { useQuery } from '@tanstack/react-query';
import type { TestCase } from '../../../harness/evaluation';
import { apiFetch } from '../../../lib/api-client';

/**
 * The harness's test cases, read for the draft check's price warnings. The key and the
 * request are the Tests screen's, so both share one cache (an import refreshes both).
 */
export function useSuiteCases(harnessId: string) {
  return useQuery({
    queryKey: ['harnesses', harnessId, 'test-cases'] as const,
    queryFn: () => apiFetch<TestCase[]>(`/harnesses/${encodeURIComponent(harnessId)}/test-cases`),
  });
}
