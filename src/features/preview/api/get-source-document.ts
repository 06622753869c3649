import { useQuery } from '@tanstack/react-query';
import { parseHarness, type HarnessDocument } from '../../../harness';
import type { Draft, Label, VersionWithDocument } from '../../../harness/records';
import { parseTarget } from '../../../harness/target';
import { apiFetch } from '../../../lib/api-client';

const harnessPath = (harnessId: string) => `/harnesses/${encodeURIComponent(harnessId)}`;

async function rawDocument(harnessId: string, source: string, shopId: string | null) {
  const base = harnessPath(harnessId);
  // A shop's host runs the source merged with its overlay: its own promotions included.
  if (shopId) {
    const query = new URLSearchParams({ source });
    const merged = await apiFetch<{ document: unknown }>(
      `${base}/shops/${encodeURIComponent(shopId)}/merged?${query}`,
    );
    return merged.document;
  }
  const ref = parseTarget(source);
  let version: number | null | undefined;
  if (ref?.kind === 'draft') return (await apiFetch<Draft>(`${base}/draft`)).document;
  if (ref?.kind === 'version') version = ref.number;
  if (ref?.kind === 'label') {
    const labels = await apiFetch<Label[]>(`${base}/labels`);
    version = labels.find((l) => l.name === ref.name)?.version;
  }
  if (typeof version !== 'number') return null;
  return (await apiFetch<VersionWithDocument>(`${base}/versions/${version}`)).document;
}

/** The document a preview target runs (its promotions, its zone); null when it has none. */
export async function getSourceDocument(
  harnessId: string,
  source: string,
  shopId: string | null,
): Promise<HarnessDocument | null> {
  const raw = await rawDocument(harnessId, source, shopId);
  if (raw === null || raw === undefined) return null;
  const parsed = parseHarness(raw);
  return parsed.ok ? parsed.document : null;
}

/** Read again on every visit: the draft's promotions may have changed in the editor. */
export function useSourceDocument(harnessId: string, source: string, shopId: string | null) {
  return useQuery({
    queryKey: ['harnesses', harnessId, 'preview', 'source-document', source, shopId ?? ''] as const,
    queryFn: () => getSourceDocument(harnessId, source, shopId),
    enabled: harnessId !== '',
    retry: false,
  });
}
