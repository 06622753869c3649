import { queryOptions, useQuery } from '@tanstack/react-query';
import { diffResultSchema, type DiffResult } from '../../../harness/diff/diff-schema';
import { apiFetch } from '../../../lib/api-client';

export type { DiffResult };

/** `from`/`to`: "draft", a version number, or "label:<name>". */
export async function getDiff(harnessId: string, from: string, to: string): Promise<DiffResult> {
  const query = new URLSearchParams({ from, to });
  const body = await apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/diff?${query}`);
  return diffResultSchema.parse(body);
}

export const diffQueryOptions = (harnessId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['harnesses', harnessId, 'diff', from, to],
    queryFn: () => getDiff(harnessId, from, to),
    // The draft and labels move; versions never do.
    staleTime: from === 'draft' || to === 'draft' ? 0 : 60_000,
  });

export function useDiff(harnessId: string, from: string, to: string, enabled = true) {
  return useQuery({ ...diffQueryOptions(harnessId, from, to), enabled });
}
