import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Page, VersionSummary } from '../../../harness/records';
import type { VersionRef } from '../types';

// Under the versions key, so creating a version (which invalidates that prefix) refreshes
// this list too; its own last part keeps it apart from the paged history's cache.
export const versionChoicesQueryKey = (harnessId: string) =>
  ['harnesses', harnessId, 'versions', 'choices'] as const;

/** The newest 100 versions: enough to pick a run target from. */
export async function getVersionChoices(harnessId: string): Promise<VersionRef[]> {
  const page = await apiFetch<Page<VersionSummary>>(
    `/harnesses/${encodeURIComponent(harnessId)}/versions?limit=100`,
  );
  return page.items.map(({ number, message }) => ({ number, message }));
}

export const versionChoicesQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: versionChoicesQueryKey(harnessId),
    queryFn: () => getVersionChoices(harnessId),
  });

export function useVersionChoices(harnessId: string) {
  return useQuery(versionChoicesQueryOptions(harnessId));
}
