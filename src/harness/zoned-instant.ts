import { parseInstant } from './compile/instant';
import { zonedTimeToEpoch, zoneOffsetMs } from './zoned-time';

// A live context's `now` is an instant with an offset; people pick it as a wall time in the
// harness's zone. These convert between the two, null when either cannot be read.

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant with the zone's offset at that moment: `2026-12-12T20:01:00+08:00`. */
export function instantInZone(epochMs: number, timeZone: string): string | null {
  if (!Number.isFinite(epochMs)) return null;
  let offset: number;
  try {
    offset = zoneOffsetMs(epochMs, timeZone);
  } catch {
    return null;
  }
  const wall = new Date(Math.floor(epochMs / 1000) * 1000 + offset);
  const year = wall.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${String(year).padStart(4, '0')}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
  );
}

/** A wall time (`2026-12-12T20:01`) read in `timeZone`, as an instant with its offset. */
export function wallToInstant(local: string, timeZone: string): string | null {
  return instantInZone(zonedTimeToEpoch(local, timeZone), timeZone);
}

/** An instant with an offset as the wall clock of `timeZone` to the minute: `2026-12-12T20:01`. */
export function instantToWall(instant: string, timeZone: string): string | null {
  const ms = parseInstant(instant);
  return Number.isNaN(ms) ? null : epochToWall(ms, timeZone);
}

/** Epoch ms as the wall clock of `timeZone` to the minute, as a datetime-local input holds it. */
export function epochToWall(epochMs: number, timeZone: string): string | null {
  return instantInZone(epochMs, timeZone)?.slice(0, 16) ?? null;
}
