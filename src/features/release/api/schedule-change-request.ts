import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleRequestBody } from '../../../harness/release';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';
import { requestsPath } from './paths';

export type ScheduleInput = z.input<typeof scheduleRequestBody> & { harnessId: string; n: number };

/** Schedules the publish: `at` (and `until`) as wall times in the harness's time zone. */
export function scheduleChangeRequest({ harnessId, n, ...body }: ScheduleInput): Promise<unknown> {
  return apiFetch(`${requestsPath(harnessId, n)}/schedule`, jsonBody('POST', body));
}

export function useScheduleChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: scheduleChangeRequest,
    onSuccess: (_r, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
