import { queryOptions, useQuery } from '@tanstack/react-query';
import { overlayVersionSchema } from '../../../harness/overlay';
import { apiFetch } from '../../../lib/api-client';

/** One immutable overlay version of a shop: what a shop's change request proposes or replaces. */
export async function getOverlayVersion(harnessId: string, shopId: string, n: number) {
  const path = `/harnesses/${encodeURIComponent(harnessId)}/shops/${encodeURIComponent(shopId)}/overlay/versions/${n}`;
  return overlayVersionSchema.parse(await apiFetch(path));
}

export const overlayVersionQueryOptions = (harnessId: string, shopId: string, n: number | null) =>
  queryOptions({
    queryKey: ['harnesses', harnessId, 'shops', shopId, 'overlay-version', n] as const,
    queryFn: () => (n === null ? null : getOverlayVersion(harnessId, shopId, n)),
    // Versions are immutable: read once.
    staleTime: Infinity,
  });

export function useOverlayVersion(harnessId: string, shopId: string, n: number | null) {
  return useQuery(overlayVersionQueryOptions(harnessId, shopId, n));
}
