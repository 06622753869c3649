import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

interface WithPreferences {
  preferences?: { maxReplyChars?: unknown };
}

const harnessPath = (harnessId: string) => `/harnesses/${encodeURIComponent(harnessId)}`;

async function versionLimit(harnessId: string, version: number): Promise<unknown> {
  const v = await apiFetch<{ document?: WithPreferences }>(
    `${harnessPath(harnessId)}/versions/${version}`,
  );
  return v.document?.preferences?.maxReplyChars;
}

/**
 * The shop's `maxReplyChars` in the harness state an answer ran on (draft, version or label):
 * the length text-to-speech must stay under, so a saved case checks it. Null when unknown.
 */
export async function getSpeechLimit(harnessId: string, source: string): Promise<number | null> {
  let limit: unknown;
  if (source === 'draft') {
    const entity = await apiFetch<{ value?: { maxReplyChars?: unknown } }>(
      `${harnessPath(harnessId)}/draft/entities/preferences/preferences`,
    );
    limit = entity.value?.maxReplyChars;
  } else if (source.startsWith('label:')) {
    const name = source.slice('label:'.length);
    const labels = await apiFetch<{ name: string; version: number | null }[]>(
      `${harnessPath(harnessId)}/labels`,
    );
    const version = labels.find((l) => l.name === name)?.version;
    limit = typeof version === 'number' ? await versionLimit(harnessId, version) : undefined;
  } else if (/^\d+$/.test(source)) {
    limit = await versionLimit(harnessId, Number(source));
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
