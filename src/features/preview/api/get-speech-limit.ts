import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '../../../harness';
import type { DraftEntity, Label, VersionWithDocument } from '../../../harness/records';
import { parseTarget } from '../../../harness/target';
import { apiFetch } from '../../../lib/api-client';

const harnessPath = (harnessId: string) => `/harnesses/${encodeURIComponent(harnessId)}`;

async function versionLimit(harnessId: string, version: number): Promise<unknown> {
  const v = await apiFetch<VersionWithDocument>(`${harnessPath(harnessId)}/versions/${version}`);
  return v.document.preferences.maxReplyChars;
}

/**
 * The shop's `maxReplyChars` in the harness state an answer ran on (draft, version or label):
 * the length text-to-speech must stay under, so a saved case checks it. Null when unknown.
 */
export async function getSpeechLimit(harnessId: string, source: string): Promise<number | null> {
  const ref = parseTarget(source);
  let limit: unknown;
  if (ref?.kind === 'draft') {
    const entity = await apiFetch<DraftEntity>(
      `${harnessPath(harnessId)}/draft/entities/preferences/preferences`,
    );
    limit = (entity.value as Preferences).maxReplyChars;
  } else if (ref?.kind === 'label') {
    const labels = await apiFetch<Label[]>(`${harnessPath(harnessId)}/labels`);
    const version = labels.find((l) => l.name === ref.name)?.version;
    limit = typeof version === 'number' ? await versionLimit(harnessId, version) : undefined;
  } else if (ref?.kind === 'version') {
    limit = await versionLimit(harnessId, ref.number);
  }
  return typeof limit === 'number' ? limit : null;
}

/** While loading or when it fails the form suggests a length from the answer instead. */
export function useSpeechLimit(harnessId: string, source: string, enabled: boolean) {
  return useQuery({
    queryKey: ['harnesses', harnessId, 'preview', 'speech-limit', source] as const,
    queryFn: () => getSpeechLimit(harnessId, source),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
