import { parseInstant } from './compile/instant';
import { formatInstant, zonedTimeToEpoch, zoneOffsetMs } from './zoned-time';

// A live context's `now` is an instant with an offset; people pick it as a wall time in the
// harness's zone. These convert between the two, null when either cannot be read.

/** The instant with the zone's offset at that moment: `2026-12-12T20:01:00+08:00`. */
export function instantInZone(epochMs: number, timeZone: string): string | null {
  if (!Number.isFinite(epochMs)) return null;
  try {
    return formatInstant(Math.floor(epochMs / 1000) * 1000, zoneOffsetMs(epochMs, timeZone));
  } catch {
    return null;
  }
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
