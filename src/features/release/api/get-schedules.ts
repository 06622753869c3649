import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleSchema } from '../../../harness/release';
import { pageSchema } from '../../../harness/records';
import { apiFetch } from '../../../lib/api-client';
import { schedulesKey } from './paths';

const schedulePage = pageSchema(scheduleSchema);

/** A harness's newest schedules (what each calendar entry moves, why, and for which request). */
export async function getSchedules(harnessId: string) {
  const path = `/harnesses/${encodeURIComponent(harnessId)}/schedules?limit=100`;
  return schedulePage.parse(await apiFetch(path)).items;
}

export const schedulesQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: [...schedulesKey(harnessId), 'list'],
    queryFn: () => getSchedules(harnessId),
  });

export function useSchedules(harnessId: string) {
  return useQuery(schedulesQueryOptions(harnessId));
}
