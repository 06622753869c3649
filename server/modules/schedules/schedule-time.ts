import { Invalid, invalidField } from '../../db/store-errors';
import {
  formatInstant,
  resolveLocalTime,
  zoneOffsetMs,
  type LocalTimeResolution,
} from '../../../src/harness/zoned-time';

const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;
const OFFSET = /(Z|[+-]\d{2}:\d{2})$/;
const TIME_HINT = 'Use a date and time like 2026-12-12T20:00 (in the harness’s time zone).';

/**
 * A schedule's `at` / `until` as sent (scheduleTimeSchema): an instant with an offset is taken
 * as it is (`ok`); a wall time is read in the harness's time zone by the core's one conversion,
 * so it may be `ambiguous` (its first occurrence) or a `gap`. `invalid` when the date does not
 * exist (2026-02-30).
 */
export function scheduleTime(value: string, timeZone: string): LocalTimeResolution {
  if (WALL.test(value)) return resolveLocalTime(value, timeZone);
  // Date.parse rolls 2026-02-30 over to March: check the date part as written.
  const ms = Date.parse(value);
  if (!Number.isFinite(ms) || !validDate(value)) return { kind: 'invalid' };
  const offset = OFFSET.exec(value)?.[1] ?? 'Z';
  return { kind: 'ok', epochMs: ms, offset: offset === 'Z' ? '+00:00' : offset, instant: value };
}

/** Epoch ms of a schedule time; NaN when it cannot be read or never happens there. */
export function scheduleEpoch(value: string, timeZone: string): number {
  const r = scheduleTime(value, timeZone);
  return r.kind === 'ok' || r.kind === 'ambiguous' ? r.epochMs : NaN;
}

/**
 * Epoch ms of a schedule time, or Invalid at `pointer`: `schedule.bad_time`, or
 * `time.nonexistent_local_time` for a wall time the clocks skip (spring forward), with the
 * nearest that exist as `params.before` / `params.after` (RFC 3339 with their offsets).
 */
export function readScheduleTime(value: string, timeZone: string, pointer: string): number {
  const r = scheduleTime(value, timeZone);
  if (r.kind === 'ok' || r.kind === 'ambiguous') return r.epochMs;
  if (r.kind === 'invalid') throw invalidField(pointer, 'schedule.bad_time', TIME_HINT);
  const message = `${value} does not exist in ${timeZone}: the clocks skip that time. Use ${r.before.instant} or ${r.after.instant}.`;
  throw new Invalid(message, [
    {
      pointer,
      severity: 'error',
      code: 'time.nonexistent_local_time',
      params: { before: r.before.instant, after: r.after.instant, timeZone },
      message,
    },
  ]);
}

function validDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The instant as the harness's wall clock with its offset: `2026-12-12T20:00:00+08:00`. */
export function localTime(epochMs: number, timeZone: string): string {
  return formatInstant(Math.floor(epochMs / 1000) * 1000, zoneOffsetMs(epochMs, timeZone))!;
}

/**
 * A stored local time's offset and whether its wall time happens twice in the zone (the hour
 * the clocks go back): then the offset says which occurrence it is.
 */
export function localReading(local: string, timeZone: string) {
  const offset = OFFSET.exec(local)?.[1] ?? '';
  const ambiguous = resolveLocalTime(local.slice(0, 19), timeZone).kind === 'ambiguous';
  return { offset: offset === 'Z' ? '+00:00' : offset, ambiguous };
}
