import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HarnessDiff } from '../../../harness/diff';
import { apiFetch } from '../../../lib/api-client';

export interface DiffResult extends HarnessDiff {
  from: string;
  to: string;
}

/** `from`/`to`: "draft", a version number, or "label:<name>". */
export function getDiff(harnessId: string, from: string, to: string): Promise<DiffResult> {
  const query = new URLSearchParams({ from, to });
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/diff?${query}`);
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
