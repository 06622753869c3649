import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RobustnessResult } from '../../../harness/variants/run-contract';
import type { TestCase } from '../../../harness';
import { apiFetch } from '../../../lib/api-client';
import { findTestCase } from './test-case';

/** The case a robustness run's arm is previewed with, and what the run recorded for it there. */
export interface VariantCase {
  testCase: TestCase | null;
  /** The stored result of the case on the arm (and endpoint), in the variant's own names. */
  result: RobustnessResult | null;
}

export async function getVariantCase(
  harnessId: string,
  runId: string,
  arm: string,
  caseId: string,
  endpoint: string | null,
): Promise<VariantCase> {
  const query = new URLSearchParams({ arm, caseId });
  if (endpoint) query.set('endpoint', endpoint);
  const [testCase, results] = await Promise.all([
    findTestCase(harnessId, caseId),
    apiFetch<RobustnessResult[]>(
      `/harnesses/${encodeURIComponent(harnessId)}/robustness-runs/${encodeURIComponent(runId)}/results?${query}`,
    ),
  ]);
  return { testCase, result: results[0] ?? null };
}

export const variantCaseQueryOptions = (
  harnessId: string,
  runId: string,
  arm: string,
  caseId: string,
  endpoint: string | null,
) =>
  queryOptions({
    queryKey: [
      'harnesses',
      harnessId,
      'robustness-runs',
      'run',
      runId,
      'preview-case',
      arm,
      caseId,
      endpoint,
    ],
    queryFn: () => getVariantCase(harnessId, runId, arm, caseId, endpoint),
    // A stored result never changes; the case may, but the preview keeps what it loaded.
    staleTime: Infinity,
  });

export function useVariantCase(
  harnessId: string,
  request: { runId: string; arm: string; caseId: string | null; endpoint: string | null } | null,
) {
  return useQuery({
    ...variantCaseQueryOptions(
      harnessId,
      request?.runId ?? '',
      request?.arm ?? '',
      request?.caseId ?? '',
      request?.endpoint ?? null,
    ),
    enabled: request !== null && request.caseId !== null,
  });
}
