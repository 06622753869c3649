import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { calendarEntrySchema } from '../../../harness/release';
import { apiFetch } from '../../../lib/api-client';
import { schedulesKey } from './paths';

const calendarAnswer = z.object({ items: z.array(calendarEntrySchema) });

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
  const body = await apiFetch(`/harnesses/${encodeURIComponent(harnessId)}/calendar${suffix}`);
  // The API's lists come as `{ items }`; a bare array is read the same.
  return calendarAnswer.parse(Array.isArray(body) ? { items: body } : body).items;
}

export const calendarQueryOptions = (harnessId: string, range: CalendarRange = {}) =>
  queryOptions({
    queryKey: [...schedulesKey(harnessId), 'calendar', range],
    queryFn: () => getCalendar(harnessId, range),
  });

export function useCalendar(harnessId: string, range: CalendarRange = {}) {
  return useQuery(calendarQueryOptions(harnessId, range));
}
