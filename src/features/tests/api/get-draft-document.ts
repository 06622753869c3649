import { useQuery } from '@tanstack/react-query';
import { parseHarness, type HarnessDocument } from '../../../harness';
import type { Draft } from '../../../harness/records';
import { apiFetch } from '../../../lib/api-client';

/**
 * The harness's saved draft as a document, for the suite's price warnings. The key and the
 * request are the editor's, so both share one cache (a save refreshes both).
 */
export function useDraftDocument(harnessId: string): HarnessDocument | undefined {
  const draft = useQuery({
    queryKey: ['harnesses', harnessId, 'draft'] as const,
    queryFn: () => apiFetch<Draft>(`/harnesses/${encodeURIComponent(harnessId)}/draft`),
  });
  if (!draft.data) return undefined;
  const parsed = parseHarness(draft.data.document);
  return parsed.ok ? parsed.document : undefined;
}
