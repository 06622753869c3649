import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';

export interface CancelInput {
  harnessId: string;
  scheduleId: number;
}

/** Cancels a plain move's schedule (or the pending end of one that fired). */
export function cancelSchedule({ harnessId, scheduleId }: CancelInput): Promise<unknown> {
  const path = `/harnesses/${encodeURIComponent(harnessId)}/schedules/${scheduleId}`;
  return apiFetch(path, { method: 'DELETE' });
}

export function useCancelSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSchedule,
    onSuccess: (_r, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
