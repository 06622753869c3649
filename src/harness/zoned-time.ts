import { LRUCache } from 'lru-cache';

/** `YYYY-MM-DDTHH:mm` or `YYYY-MM-DDTHH:mm:ss`: a wall-clock time without an offset. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const HOUR_MS = 3_600_000;

// Creating a DateTimeFormat is costly; one per zone is reused for every lookup.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Epoch ms of a UTC calendar time; years below 100 are not shifted to 19xx. */
function utcMs(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s));
  date.setUTCFullYear(y);
  return date.getTime();
}

/** How far the zone's wall clock is ahead of UTC at `epochMs`, in ms. */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(epochMs)) parts[p.type] = p.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = utcMs(
    year,
    Number(parts.month),
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/**
 * Epoch ms of a wall-clock time in an IANA zone; NaN when the text, the date or the zone
 * is invalid. Like Temporal's "compatible" rule: a time that occurs twice (clocks go back)
 * takes the earlier instant; a time skipped by a clock change moves forward by the gap.
 */
export function zonedTimeToEpoch(local: string, timeZone: string): number {
  const key = `${timeZone} ${local}`;
  let epoch = converted.get(key);
  if (epoch === undefined) {
    epoch = convert(local, timeZone);
    converted.set(key, epoch);
  }
  return epoch;
}

// Each conversion formats three instants; promotions are revalidated far more often than edited.
const converted = new LRUCache<string, number>({ max: 5_000 });

function convert(local: string, timeZone: string): number {
  const m = LOCAL.exec(local);
  if (!m) return NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const guess = utcMs(y, mo, d, h, mi, s);
  const check = new Date(guess);
  if (Number.isNaN(guess) || check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) {
    return NaN;
  }
  try {
    // Offsets a day either side bracket any single transition near this wall time.
    const before = zoneOffsetMs(guess - 24 * HOUR_MS, timeZone);
    const after = zoneOffsetMs(guess + 24 * HOUR_MS, timeZone);
    const early = guess - before;
    const late = guess - after;
    const earlyOk = zoneOffsetMs(early, timeZone) === before;
    const lateOk = zoneOffsetMs(late, timeZone) === after;
    if (earlyOk && lateOk) return Math.min(early, late);
    if (earlyOk) return early;
    if (lateOk) return late;
    return early; // in a gap: the pre-transition offset lands past it
  } catch {
    return NaN;
  }
}
