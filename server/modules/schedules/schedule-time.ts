import { zoneOffsetMs, zonedTimeToEpoch } from '../../../src/harness/zoned-time';

const WALL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,3}))?$/;

/**
 * Epoch ms of a schedule's `at` / `until` as sent (scheduleTimeSchema): an instant with an
 * offset is taken as it is; a wall time is read in the harness's time zone. NaN when the
 * date does not exist (2026-02-30).
 */
export function scheduleEpoch(value: string, timeZone: string): number {
  const wall = WALL.exec(value);
  if (!wall) {
    // Date.parse rolls 2026-02-30 over to March: check the date part as written.
    const ms = Date.parse(value);
    return Number.isFinite(ms) && validDate(value) ? ms : NaN;
  }
  const epoch = zonedTimeToEpoch(wall[1]!, timeZone);
  return epoch + Number((wall[2] ?? '').padEnd(3, '0'));
}

function validDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The instant as the harness's wall clock with its offset: `2026-12-12T20:00:00+08:00`. */
export function localTime(epochMs: number, timeZone: string): string {
  const offset = zoneOffsetMs(epochMs, timeZone);
  const wall = new Date(epochMs + offset).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(Math.round(offset / 60_000));
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${wall}${sign}${hh}:${mm}`;
}
