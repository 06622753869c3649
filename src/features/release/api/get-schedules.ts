import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { scheduleSchema } from '../../../harness/release';
import { apiFetch } from '../../../lib/api-client';
import { schedulesKey } from './paths';

const schedulesAnswer = z.object({ items: z.array(scheduleSchema) });

/** A harness's schedules (what each calendar entry moves, why, and for which request). */
export async function getSchedules(harnessId: string) {
  const body = await apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/schedules?limit=100`);
  return schedulesAnswer.parse(Array.isArray(body) ? { items: body } : body).items;
}

export const schedulesQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: [...schedulesKey(harnessId), 'list'],
    queryFn: () => getSchedules(harnessId),
  });

export function useSchedules(harnessId: string) {
  return useQuery(schedulesQueryOptions(harnessId));
}
