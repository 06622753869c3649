import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';
import { requestsPath } from './paths';

export interface CancelScheduleInput {
  harnessId: string;
  n: number;
}

/** Cancels a request's pending schedule (the request is approved again, unlocked for edits). */
export function cancelRequestSchedule({ harnessId, n }: CancelScheduleInput): Promise<unknown> {
  return apiFetch(`${requestsPath(harnessId, n)}/schedule`, { method: 'DELETE' });
}

export function useCancelRequestSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRequestSchedule,
    onSuccess: (_r, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
