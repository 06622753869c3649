import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { PublishGate } from '../types';

export const publishGateQueryKey = (harnessId: string, version: number) =>
  ['harnesses', harnessId, 'publish-gate', version] as const;

/** Whether a version may go to production: its latest suite run against the threshold. */
export function getPublishGate(harnessId: string, version: number): Promise<PublishGate> {
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/publish-gate?version=${version}`);
}

export const publishGateQueryOptions = (harnessId: string, version: number) =>
  queryOptions({
    queryKey: publishGateQueryKey(harnessId, version),
    queryFn: () => getPublishGate(harnessId, version),
  });

/** Asked only while production is the label chosen: other labels are not gated. */
export function usePublishGate(harnessId: string, version: number, enabled: boolean) {
  return useQuery({ ...publishGateQueryOptions(harnessId, version), enabled });
}
