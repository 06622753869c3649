import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { scheduleSchema, type scheduleMoveBody } from '../../../harness/release';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';

export type ScheduleMoveInput = z.input<typeof scheduleMoveBody> & { harnessId: string };

/** Schedules a plain label move (a publisher's; refused where the label needs approvals). */
export async function scheduleMove({ harnessId, ...body }: ScheduleMoveInput) {
  const path = `/harnesses/${encodeURIComponent(harnessId)}/schedules`;
  return scheduleSchema.parse(await apiFetch(path, jsonBody('POST', body)));
}

export function useScheduleMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: scheduleMove,
    onSuccess: (_r, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
