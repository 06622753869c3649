import type { Db } from '../../db/db';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import { getHarness } from '../harnesses/harness-store';
import { toSchedule, type ScheduleRow } from './schedule-rows';
import { localTime } from './schedule-time';
import type { CalendarEntry, Schedule, ScheduleState } from '../../../src/harness/release/schedule';

export interface ScheduleFilter extends PageRequest {
  state?: ScheduleState;
  label?: string;
  /** That shop's schedules and the base's (which every shop serves). */
  shop?: string;
}

/** A harness's schedules, newest first, in pages. */
export async function listSchedules(
  db: Db,
  harnessId: string,
  filter: ScheduleFilter = {},
): Promise<Page<Schedule>> {
  const limit = checkLimit(filter.limit);
  const after = decodeCursor<[number]>(filter.cursor, ['number']);
  await getHarness(db, harnessId);
  const where = ['harness_id = ?'];
  const params: Array<string | number> = [harnessId];
  if (filter.state) {
    where.push('state = ?');
    params.push(filter.state);
  }
  if (filter.label) {
    where.push('label = ?');
    params.push(filter.label);
  }
  if (filter.shop) {
    where.push('(shop_id IS NULL OR shop_id = ?)');
    params.push(filter.shop);
  }
  if (after) {
    where.push('id < ?');
    params.push(after[0]);
  }
  const rows = await db.query<ScheduleRow>(
    `SELECT * FROM schedules WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`,
    [...params, limit + 1],
  );
  return toPage(rows, limit, toSchedule, (r) => [Number(r.id)]);
}

const DAY_MS = 86_400_000;
/** Two moves of one label (and shop) this close together are flagged as overlapping. */
export const OVERLAP_MS = 60_000;
const MAX_ENTRIES = 2_000;

export interface CalendarFilter {
  from?: string;
  to?: string;
  shop?: string;
}

/**
 * Moves and ends between `from` (default a week ago) and `to` (default 60 days ahead), in
 * time order, `localAt` in `timeZone` (the harness's); cancelled schedules are left out. An entry
 * overlaps another schedule's entry that moves the same label of the same shop (or the
 * base) within a minute of it.
 */
export async function calendar(
  db: Db,
  harnessId: string,
  timeZone: string,
  filter: CalendarFilter = {},
  now = Date.now(),
): Promise<CalendarEntry[]> {
  await getHarness(db, harnessId);
  const from = new Date(filter.from ? Date.parse(filter.from) : now - 7 * DAY_MS).toISOString();
  const to = new Date(filter.to ? Date.parse(filter.to) : now + 60 * DAY_MS).toISOString();
  const shop = filter.shop ? ' AND (shop_id IS NULL OR shop_id = ?)' : '';
  const rows = await db.query<ScheduleRow>(
    `SELECT * FROM schedules WHERE harness_id = ? AND state <> 'cancelled'
       AND ((at >= ? AND at < ?) OR (until_at >= ? AND until_at < ?))${shop}
     ORDER BY at, id LIMIT ?`,
    [harnessId, from, to, from, to, ...(filter.shop ? [filter.shop] : []), MAX_ENTRIES],
  );
  // In the zone the harness has now, should it have changed since a schedule was made.
  const local = (iso: string) => localTime(Date.parse(iso), timeZone);
  const entries: CalendarEntry[] = [];
  for (const s of rows.map(toSchedule)) {
    const base = { scheduleId: s.id, label: s.label, shopId: s.shopId };
    if (s.at >= from && s.at < to) {
      entries.push({
        ...base,
        overlapsWith: [],
        kind: 'move',
        at: s.at,
        localAt: local(s.at),
        state: s.state,
      });
    }
    if (s.until && s.endState !== 'cancelled' && s.until >= from && s.until < to) {
      entries.push({
        ...base,
        overlapsWith: [],
        kind: 'end',
        at: s.until,
        localAt: local(s.until),
        state: s.endState ?? 'pending',
      });
    }
  }
  entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.scheduleId - b.scheduleId));
  flagOverlaps(entries);
  return entries;
}

function flagOverlaps(entries: CalendarEntry[]): void {
  const times = entries.map((e) => Date.parse(e.at));
  for (let i = 0; i < entries.length; i++) {
    const a = entries[i]!;
    for (let j = i + 1; j < entries.length && times[j]! - times[i]! <= OVERLAP_MS; j++) {
      const b = entries[j]!;
      if (a.scheduleId === b.scheduleId || a.label !== b.label || a.shopId !== b.shopId) continue;
      if (!a.overlapsWith.includes(b.scheduleId)) a.overlapsWith.push(b.scheduleId);
      if (!b.overlapsWith.includes(a.scheduleId)) b.overlapsWith.push(a.scheduleId);
    }
  }
}
