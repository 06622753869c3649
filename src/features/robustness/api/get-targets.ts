import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Label, Page, VersionSummary } from '../../../harness/records';

// The same keys and bodies as every other reader of GET /labels and the versions' choice
// list, so a label move or a new version refreshes the run form's target list too.

export function getLabels(harnessId: string): Promise<Label[]> {
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/labels`);
}

export const labelsQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: ['harnesses', harnessId, 'labels'],
    queryFn: () => getLabels(harnessId),
  });

export function useLabels(harnessId: string) {
  return useQuery(labelsQueryOptions(harnessId));
}

/** The newest 100 versions: enough to pick a run target from. */
export async function getVersionChoices(
  harnessId: string,
): Promise<Pick<VersionSummary, 'number' | 'message'>[]> {
  const page = await apiFetch<Page<VersionSummary>>(
    `/harnesses/${encodeURIComponent(harnessId)}/versions?limit=100`,
  );
  return page.items.map(({ number, message }) => ({ number, message }));
}

export const versionChoicesQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: ['harnesses', harnessId, 'versions', 'choices'],
    queryFn: () => getVersionChoices(harnessId),
  });

export function useVersionChoices(harnessId: string) {
  return useQuery(versionChoicesQueryOptions(harnessId));
}
