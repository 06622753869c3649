import { LRUCache } from 'lru-cache';
import { z } from 'zod';

/** `YYYY-MM-DDTHH:mm[:ss[.sss]]`: a wall-clock time without an offset. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const OFFSET = /^(?:Z|([+-])(\d{2}):(\d{2}))$/;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An offset in ms as RFC 3339 writes it: `-05:00`, `+10:30`, `+00:00`. */
export function formatOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * Epoch ms as an RFC 3339 instant with the given offset, to the second (milliseconds only when
 * there are some): `2027-03-14T03:00:00-04:00`. Null outside years 1-9999.
 */
export function formatInstant(epochMs: number, offsetMs: number): string | null {
  const wall = new Date(epochMs + offsetMs);
  const year = wall.getUTCFullYear();
  if (!Number.isFinite(epochMs) || year < 1 || year > 9999) return null;
  const ms = wall.getUTCMilliseconds();
  return (
    `${pad(year, 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    `${ms ? `.${pad(ms, 3)}` : ''}${formatOffset(offsetMs)}`
  );
}

/** One reading of a wall time: the instant, the zone's offset there, and both written out. */
export const zonedReadingSchema = z.object({
  epochMs: z.number(),
  /** `-05:00` */
  offset: z.string(),
  /** RFC 3339 with that offset: `2027-03-14T01:59:00-05:00`. */
  instant: z.string(),
});
export type ZonedReading = z.infer<typeof zonedReadingSchema>;

/**
 * What a wall time in a zone is (`resolveLocalTime`): `ok`, one instant; `ambiguous`, it
 * happens twice (clocks went back), `earlier` and `later`, the reading chosen at the top
 * level; `gap`, it never happens (clocks jumped over it): `before` is the last whole minute
 * before the jump, `after` the first moment after it, and `shiftedMs` the wall time moved
 * forward by the gap (Temporal's "compatible", for readers that must have an instant);
 * `invalid`, the text, the date or the zone cannot be read.
 */
export const localTimeResolutionSchema = z.discriminatedUnion('kind', [
  zonedReadingSchema.extend({ kind: z.literal('ok') }),
  zonedReadingSchema.extend({
    kind: z.literal('ambiguous'),
    earlier: zonedReadingSchema,
    later: zonedReadingSchema,
  }),
  z.object({
    kind: z.literal('gap'),
    before: zonedReadingSchema,
    after: zonedReadingSchema,
    shiftedMs: z.number(),
  }),
  z.object({ kind: z.literal('invalid') }),
]);
export type LocalTimeResolution = z.infer<typeof localTimeResolutionSchema>;

const INVALID: LocalTimeResolution = { kind: 'invalid' };

function reading(epochMs: number, offsetMs: number): ZonedReading {
  return { epochMs, offset: formatOffset(offsetMs), instant: formatInstant(epochMs, offsetMs)! };
}

/** Offset ms of `+08:00` / `Z`; undefined when absent or unreadable. */
function offsetMsOf(offset: string | undefined): number | undefined {
  const m = offset === undefined ? null : OFFSET.exec(offset);
  if (!m) return undefined;
  if (!m[1]) return 0;
  const ms = (Number(m[2]) * 60 + Number(m[3])) * MINUTE_MS;
  return m[1] === '-' ? -ms : ms;
}

/**
 * The one conversion of a wall time (`2027-03-14T02:30`, seconds and milliseconds optional)
 * in an IANA zone to an instant, saying whether that wall time happens once, twice or never.
 * A time that happens twice takes its first occurrence (the earlier instant, before the
 * clocks went back) unless `offset` (`-05:00`, as the sender wrote it) names the other one.
 * A time that never happens is not moved: the caller says so, offering `before` and `after`.
 */
export function resolveLocalTime(
  local: string,
  timeZone: string,
  offset?: string,
): LocalTimeResolution {
  const key = `${timeZone} ${local}`;
  let found = resolved.get(key);
  if (!found) {
    found = resolve(local, timeZone);
    resolved.set(key, found);
  }
  const wanted = offsetMsOf(offset);
  if (found.kind === 'ambiguous' && wanted !== undefined) {
    const pick = [found.earlier, found.later].find((r) => offsetMsOf(r.offset) === wanted);
    if (pick) return { ...found, ...pick };
  }
  return found;
}

// Each conversion formats three instants or more; promotions are revalidated far more often
// than edited.
const resolved = new LRUCache<string, LocalTimeResolution>({ max: 5_000 });

function resolve(local: string, timeZone: string): LocalTimeResolution {
  const m = LOCAL.exec(local);
  if (!m) return INVALID;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fraction = Number((m[7] ?? '').padEnd(3, '0'));
  const guess = utcMs(y, mo, d, h, mi, s) + fraction;
  const check = new Date(guess);
  if (Number.isNaN(guess) || check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) {
    return INVALID;
  }
  try {
    // Offsets a day either side bracket any single transition near this wall time.
    const before = zoneOffsetMs(guess - 24 * HOUR_MS, timeZone);
    const after = zoneOffsetMs(guess + 24 * HOUR_MS, timeZone);
    const early = guess - before;
    const late = guess - after;
    const earlyOk = zoneOffsetMs(early, timeZone) === before;
    const lateOk = zoneOffsetMs(late, timeZone) === after;
    if (formatInstant(guess, 0) === null) return INVALID;
    if (earlyOk && lateOk && early !== late) {
      const first = early < late ? reading(early, before) : reading(late, after);
      const second = early < late ? reading(late, after) : reading(early, before);
      return { kind: 'ambiguous', ...first, earlier: first, later: second };
    }
    if (earlyOk) return { kind: 'ok', ...reading(early, before) };
    if (lateOk) return { kind: 'ok', ...reading(late, after) };
    return gap(late, early, before, after, timeZone);
  } catch {
    return INVALID;
  }
}

/**
 * The clocks jumped from `before` to `after` somewhere in (`from`, `to`]: the pre-jump offset
 * read lands at `to`, past the jump; the post-jump one at `from`, short of it. The jump is
 * found to the second (zones change offset on whole seconds).
 */
function gap(
  from: number,
  to: number,
  before: number,
  after: number,
  timeZone: string,
): LocalTimeResolution {
  let lo = Math.floor(from / 1000) * 1000;
  let hi = Math.ceil(to / 1000) * 1000;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (zoneOffsetMs(mid, timeZone) === before) lo = mid;
    else hi = mid;
  }
  const lastMinute = Math.floor((hi - 1) / MINUTE_MS) * MINUTE_MS;
  return {
    kind: 'gap',
    before: reading(lastMinute, zoneOffsetMs(lastMinute, timeZone)),
    after: reading(hi, zoneOffsetMs(hi, timeZone)),
    shiftedMs: to,
  };
}

/**
 * Epoch ms of a wall-clock time in an IANA zone; NaN when the text, the date or the zone
 * is invalid. Like Temporal's "compatible" rule: a time that occurs twice (clocks go back)
 * takes the earlier instant; a time skipped by a clock change moves forward by the gap.
 * Forms and the API refuse a skipped time instead (`resolveLocalTime`).
 */
export function zonedTimeToEpoch(local: string, timeZone: string): number {
  const r = resolveLocalTime(local, timeZone);
  if (r.kind === 'invalid') return NaN;
  return r.kind === 'gap' ? r.shiftedMs : r.epochMs;
}
