import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HarnessDocument } from '../../../harness';
import { apiFetch } from '../../../lib/api-client';

/**
 * The base's draft, for what an overlay form shows beside its own values: the platform's
 * preferences (placeholders), its skills (switches) and prompt variables. Same key as the
 * editor's draft read, so both share one cached copy.
 */
export const baseDocumentQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: ['harnesses', harnessId, 'draft'] as const,
    queryFn: () =>
      apiFetch<{ document: Record<string, unknown> }>(
        `/harnesses/${encodeURIComponent(harnessId)}/draft`,
      ),
    select: (draft) => draft.document as Partial<HarnessDocument>,
  });

export function useBaseDocument(harnessId: string) {
  return useQuery(baseDocumentQueryOptions(harnessId));
}
