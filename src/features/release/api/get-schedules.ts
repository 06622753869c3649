import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleSchema, type ScheduleState } from '../../../harness/release';
import { pageSchema } from '../../../harness/records';
import { apiFetch } from '../../../lib/api-client';
import { schedulesKey } from './paths';

const schedulePage = pageSchema(scheduleSchema);

/** A harness's newest schedules, all or in one state (what each calendar entry moves, why, for which request). */
export async function getSchedules(harnessId: string, state?: ScheduleState) {
  const query = new URLSearchParams({ limit: '100' });
  if (state) query.set('state', state);
  const path = `/harnesses/${encodeURIComponent(harnessId)}/schedules?${query}`;
  return schedulePage.parse(await apiFetch(path)).items;
}

export const schedulesQueryOptions = (harnessId: string, state?: ScheduleState) =>
  queryOptions({
    queryKey: [...schedulesKey(harnessId), 'list', state ?? 'all'],
    queryFn: () => getSchedules(harnessId, state),
  });

export function useSchedules(harnessId: string, state?: ScheduleState) {
  return useQuery(schedulesQueryOptions(harnessId, state));
}
