import { wallTimeAt } from '../../../harness/promotion-state';
import { zonedTimeToEpoch } from '../../../harness';

/** A labelled mark on the timeline's axis, at a wall-clock boundary of the harness's zone. */
export interface Tick {
  at: number;
  /** `HH:mm` for an hour, the day's date (formatted by the caller) at midnight or per day. */
  label: string;
  kind: 'hour' | 'day';
}

const HOUR_MS = 3_600_000;
/** Up to this span the axis counts hours; past it, days. */
const HOURS_UP_TO_MS = 48 * HOUR_MS;
const HOUR_STEPS = [1, 2, 3, 4, 6, 12];
const DAY_STEPS = [1, 2, 7, 14, 30, 61, 91, 183, 365];
const MAX_TICKS = 8;

const pad = (n: number) => String(n).padStart(2, '0');

/** Every date from `from` to `to` (`YYYY-MM-DD`, inclusive). */
function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  for (let i = 0; i < 10_000; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i));
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    out.push(date);
    if (date >= to) break;
  }
  return out;
}

/**
 * The axis marks between `min` and `max` (epoch ms) in `timeZone`: hours for a span of up to
 * two days (every 1-12 h; midnight shows the date), dates for longer ones; at most 8 marks.
 */
export function timelineTicks(
  min: number,
  max: number,
  timeZone: string,
  formatDay: (date: string) => string,
): Tick[] {
  const first = wallTimeAt(min, timeZone);
  const last = wallTimeAt(max, timeZone);
  if (!first || !last || !(max > min)) return [];
  const dates = datesBetween(first.date, last.date);
  const inRange = (at: number) => Number.isFinite(at) && at >= min && at <= max;
  const span = max - min;
  if (span <= HOURS_UP_TO_MS) {
    const step = HOUR_STEPS.find((s) => span / (s * HOUR_MS) < MAX_TICKS) ?? HOUR_STEPS.at(-1)!;
    const ticks: Tick[] = [];
    for (const date of dates) {
      for (let h = 0; h < 24; h += step) {
        const at = zonedTimeToEpoch(`${date}T${pad(h)}:00`, timeZone);
        if (!inRange(at)) continue;
        ticks.push(
          h === 0
            ? { at, label: formatDay(date), kind: 'day' }
            : { at, label: `${pad(h)}:00`, kind: 'hour' },
        );
      }
    }
    return ticks;
  }
  const days = span / (24 * HOUR_MS);
  const step = DAY_STEPS.find((s) => days / s < MAX_TICKS) ?? Math.ceil(days / MAX_TICKS);
  const ticks: Tick[] = [];
  dates.forEach((date, i) => {
    if (i % step !== 0) return;
    const at = zonedTimeToEpoch(`${date}T00:00`, timeZone);
    if (inRange(at)) ticks.push({ at, label: formatDay(date), kind: 'day' });
  });
  return ticks;
}

/** Where an instant sits on the axis, 0-100 (%). */
export function axisPercent(at: number, min: number, max: number): number {
  return ((at - min) / (max - min || 1)) * 100;
}
