import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarSchema } from '../../../harness/release';
import { apiFetch } from '../../../lib/api-client';
import { schedulesKey } from './paths';

export interface CalendarRange {
  /** ISO instants; the server's default window when left out. */
  from?: string;
  to?: string;
  shop?: string;
}

/** Scheduled moves and their ends, overlaps flagged by the server. */
export async function getCalendar(harnessId: string, range: CalendarRange = {}) {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  if (range.shop) query.set('shop', range.shop);
  const suffix = query.size ? `?${query}` : '';
  return calendarSchema.parse(
    await apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/calendar${suffix}`),
  );
}

export const calendarQueryOptions = (harnessId: string, range: CalendarRange = {}) =>
  queryOptions({
    queryKey: [...schedulesKey(harnessId), 'calendar', range],
    queryFn: () => getCalendar(harnessId, range),
  });

export function useCalendar(harnessId: string, range: CalendarRange = {}) {
  return useQuery(calendarQueryOptions(harnessId, range));
}
