import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReplyHold } from '../../../harness/traces';
import { apiFetch } from '../../../lib/api-client';

/** `GET .../traces/reply-hold`: what holding the first word until the last cost lately. */
export function getReplyHold(harnessId: string): Promise<ReplyHold> {
  return apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/traces/reply-hold`);
}

// Under the traces' key: what refreshes a harness's traces refreshes this figure. It moves
// slowly (24 h of turns), so a minute between reads is plenty.
export const replyHoldQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: ['harnesses', harnessId, 'traces', 'reply-hold'] as const,
    queryFn: () => getReplyHold(harnessId),
    staleTime: 60_000,
    retry: false,
  });

export function useReplyHold(harnessId: string, enabled = true) {
  return useQuery({ ...replyHoldQueryOptions(harnessId), enabled });
}
