import type { CalendarEntry } from '../types';

export interface CalendarDay {
  /** `2026-12-12`: the day in the harness's time zone. */
  day: string;
  entries: CalendarEntry[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a zone (`en-CA` writes it as YYYY-MM-DD). */
export function dayIn(iso: string, timeZone: string): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    });
    dayFormats.set(timeZone, f);
  }
  return f.format(new Date(iso));
}

/** Entries grouped by their day in the harness's zone, days and entries in time order. */
export function calendarDays(entries: readonly CalendarEntry[], timeZone: string): CalendarDay[] {
  const sorted = [...entries].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || a.scheduleId - b.scheduleId,
  );
  const days: CalendarDay[] = [];
  for (const entry of sorted) {
    const day = dayIn(entry.at, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}
